import type { APIRequestContext, Page } from '@playwright/test';
import { VERSION_POLL_INTERVAL_MS } from '../../src/platform/version';
import { expect, test } from '../e2e/support/app';
import { LANGUAGES, localized, PUBLIC_PAGES } from '../e2e/support/public-pages';
import { STEP } from '../../contract';
import { heading, login, path, sign, T, takePhoto, walkTo } from '../e2e/support/journey';

// Issue 14: what a visitor's browser gets from the production delivery (`npm run serve`: the
// sandbox build behind deploy/nginx.conf). Headers, cache rules and encodings are asserted on
// the wire; the journey runs under the site's own Content-Security-Policy.

test.describe.configure({ timeout: 180_000 });

/**
 * A script and a stylesheet of the site, as its pages name them: the home page's stylesheet
 * (inlined, and named in a disabled link), and a script a page preloads (the home page's own
 * is a few hundred bytes, too small to be worth compressing).
 */
async function homeAssets(request: APIRequestContext) {
  const html = await (await request.get('/')).text();
  // A registration screen's file preloads every script the browser needs to render it.
  const shell = await (await request.get('/register/passport')).text();
  const script = /<link rel="modulepreload"[^>]*href="(\/assets\/framework-[^"]+\.js)"/.exec(
    shell,
  )?.[1];
  const style = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(script, 'the home page loads a script from /assets').toBeTruthy();
  expect(style, 'the home page loads a stylesheet from /assets').toBeTruthy();
  return { script: script!, style: style! };
}

function expectSecurityHeaders(headers: Record<string, string>, url: string) {
  const csp = headers['content-security-policy'] ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? '';
  // Nothing is allowed unless named: each fetch directive the app needs is spelled out.
  expect(directive('default-src'), url).toBe("default-src 'none'");
  for (const name of ['style-src', 'img-src', 'font-src', 'connect-src', 'media-src']) {
    expect(directive(name), url).toMatch(new RegExp(`^${name} 'self'`));
  }
  expect(directive('manifest-src'), url).toBe("manifest-src 'self'");
  expect(directive('worker-src'), url).toBe("worker-src 'none'");
  expect(directive('frame-src'), url).toBe("frame-src 'none'");
  // Trusted Types: script sinks take only the app's own policy (the liveness provider's script;
  // the sandbox build has no tag manager and no QA tools).
  expect(directive('require-trusted-types-for'), url).toBe("require-trusted-types-for 'script'");
  expect(directive('trusted-types'), url).toBe('trusted-types liveness-script');
  // Reports go where .env.sandbox's CSP_REPORT_URL says: the sandbox's collector.
  expect(directive('report-uri'), url).toBe('report-uri /sandbox/csp-reports');
  expect(directive('report-to'), url).toBe('report-to csp');
  expect(headers['reporting-endpoints'], url).toBe('csp="/sandbox/csp-reports"');
  expect(directive('script-src'), url).toMatch(/^script-src 'self'/);
  expect(csp, url).not.toContain('unsafe-inline');
  expect(csp, url).not.toContain('unsafe-eval');
  expect(directive('object-src'), url).toBe("object-src 'none'");
  expect(directive('base-uri'), url).toBe("base-uri 'self'");
  expect(directive('frame-ancestors'), url).toBe("frame-ancestors 'none'");
  expect(directive('form-action'), url).toBe("form-action 'self'");
  // connect-src: this origin, the sandbox's realtime socket, nothing open-ended.
  expect(directive('connect-src'), url).toMatch(/^connect-src 'self'( [a-z]+:\/\/[^\s*]+)*$/);
  expect(headers['strict-transport-security'], url).toBe(
    'max-age=63072000; includeSubDomains; preload',
  );
  expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
  expect(headers['x-content-type-options'], url).toBe('nosniff');
  expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], url).toContain('camera=(self)');
  expect(headers['permissions-policy'], url).toContain('microphone=()');
  expect(headers['permissions-policy'], url).toContain('geolocation=()');
  // server_tokens off: no version to look vulnerabilities up by.
  expect(headers.server, url).toBe('nginx');
}

/** `from` answers 301 to `to` (path and query). */
async function expectMovedTo(request: APIRequestContext, from: string, to: string) {
  const response = await request.get(from, { maxRedirects: 0 });
  expect(response.status(), from).toBe(301);
  const location = new URL(response.headers().location!, 'http://site');
  expect(location.pathname + location.search, from).toBe(to);
}

test('every answer carries the security headers: pages, assets, version file, 404', async ({
  request,
}) => {
  const { script, style } = await homeAssets(request);
  for (const url of ['/', '/about', '/kk/info/contacts', script, style, '/version.json', '/nope']) {
    const response = await request.get(url, { maxRedirects: 0 });
    expectSecurityHeaders(response.headers(), url);
  }
});

test('redirects and 404s carry the security headers too (issue 27)', async ({ request }) => {
  // A trailing slash is answered before any location, a file's name by its own rule, the 404
  // pages by theirs: each answer, not only pages, is the site's.
  for (const [url, status] of [
    ['/about/', 301],
    ['/kk/', 301],
    ['/about.html', 301],
    ['/index.html', 301],
    ['/404', 404],
    ['/kk/404', 404],
    ['/kk/404.html', 404],
    ['/kk/no-such-page', 404],
  ] as const) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(status);
    expectSecurityHeaders(response.headers(), url);
  }
});

// Issue 34: what nginx answers itself on /rest/ is JSON in the caller's language, like the API.
test('a body over 1 MiB on /rest/ gets nginx’s 413 as JSON in the language asked, with the security headers', async ({
  request,
}) => {
  const body = JSON.stringify({ phone: '7'.repeat(1024 * 1024 + 1) });
  for (const [language, message] of [
    ['ru-RU,ru;q=0.9,en-US;q=0.8', 'Тело запроса больше 1 МиБ'],
    ['kk-KZ,kk;q=0.9,ru;q=0.8', 'Сұраудың денесі 1 МиБ-тан үлкен'],
    ['kz', 'Сұраудың денесі 1 МиБ-тан үлкен'],
  ] as const) {
    const response = await request.post('/rest/auth', {
      data: body,
      headers: {
        'content-type': 'application/json',
        'accept-language': language,
        'x-visitor-id': 'serve-test',
      },
    });
    expect(response.status(), language).toBe(413);
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ message });
    expectSecurityHeaders(response.headers(), '/rest/auth 413');
  }
  // Under the limit the API itself answers, its own errors as they are (415 for text).
  const text = await request.post('/rest/auth', {
    data: '{}',
    headers: { 'content-type': 'text/plain', 'x-visitor-id': 'serve-test' },
  });
  expect(text.status()).toBe(415);
});

test('a page has one address: its file name answers 301 to it, query kept', async ({ request }) => {
  for (const [from, to] of [
    ['/about.html', '/about'],
    ['/index.html', '/'],
    ['/kk/about.html?b=2', '/kk/about?b=2'],
    ['/info/contacts.html', '/info/contacts'],
  ] as const) {
    await expectMovedTo(request, from, to);
  }
});

test('cache rules: hashed assets for a year, HTML and version.json revalidated', async ({
  request,
}) => {
  const { script, style } = await homeAssets(request);
  for (const url of [script, style]) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
  }
  for (const url of ['/', '/kk', '/about/documents', '/register/photo', '/version.json']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe('no-cache');
  }
  const version: unknown = await (await request.get('/version.json')).json();
  expect(version).toEqual({ version: expect.any(String) });
});

test('precompressed files: brotli when asked, gzip otherwise, the same bytes decoded', async ({
  request,
}) => {
  const { script, style } = await homeAssets(request);
  for (const url of [script, style, '/']) {
    const plain = await request.get(url, { headers: { 'Accept-Encoding': 'identity' } });
    const br = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    const gzip = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(plain.headers()['content-encoding'], url).toBeUndefined();
    expect(br.headers()['content-encoding'], url).toBe('br');
    expect(gzip.headers()['content-encoding'], url).toBe('gzip');
    expect(br.headers().vary, url).toContain('Accept-Encoding');
    const brLength = Number(br.headers()['content-length']);
    const plainLength = Number(plain.headers()['content-length']);
    expect(brLength, url).toBeLessThan(plainLength);
    expect(await br.text(), url).toBe(await plain.text());
    expect(await gzip.text(), url).toBe(await plain.text());
  }
});

test('no source maps are served or referenced', async ({ request }) => {
  const { script, style } = await homeAssets(request);
  for (const url of [script, style]) {
    expect(await (await request.get(url)).text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${url}.map`)).status()).toBe(404);
  }
});

test('a trailing slash answers 301 to the path without it, query kept', async ({ request }) => {
  const cases = [
    ['/about/', '/about'],
    ['/about/documents/?utm_source=x&b=2', '/about/documents?utm_source=x&b=2'],
    ['/kk/', '/kk'],
  ];
  for (const [from, to] of cases) await expectMovedTo(request, from!, to!);
  for (const url of ['/about', '/kk/about', '/login']) {
    expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(200);
  }
});

test('an unknown path answers 404 with the site’s 404 page, in its language', async ({ page }) => {
  for (const [url, text] of [
    ['/no-such-page', '404. Страница не найдена'],
    ['/kk/no-such-page', '404. Бет табылмады'],
    ['/about/no-such-page', '404. Страница не найдена'],
    // The Kazakh 404 page's own address (its «Қаз» link) answers in Kazakh.
    ['/kk/404', '404. Бет табылмады'],
    ['/kk/404.html', '404. Бет табылмады'],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
  }
});

test('pages are served as built: the prerendered file at its address, sitemap and robots', async ({
  request,
}) => {
  for (const [url, heading] of [
    ['/about', 'О компании'],
    ['/kk/about', 'Компания туралы'],
    ['/kk', 'Картаға онлайн ақша'],
    ['/info/contacts', 'Контакты'],
  ] as const) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    const html = await response.text();
    expect(html, url).toContain(`data-page="${url}"`);
    expect(html, url).toMatch(new RegExp(`<h1[^>]*>${heading}`));
  }
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  expect(await sitemap.text()).toContain('<loc>');
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
  // The not-found page itself is not a page of the site.
  for (const url of ['/404', '/404.html', '/kk/404']) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
});

/** Every CSP violation and uncaught error of the page, across full page loads. */
async function watchForViolations(page: Page) {
  const violations: string[] = [];
  const errors: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname}`);
    });
  });
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return { violations, errors };
}

test('every public page in both languages loads and hydrates under the CSP without a violation', async ({
  page,
}) => {
  const { violations, errors } = await watchForViolations(page);
  for (const { prefix } of LANGUAGES) {
    for (const path of PUBLIC_PAGES) {
      await page.goto(localized(prefix, path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  }
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('whole journeys under the CSP and Trusted Types, in kk and ru: a failed selfie, a failed signing, the cabinet, the application, the error pages; no violation, no error', async ({
  page,
}) => {
  const { violations, errors } = await watchForViolations(page);
  const t = T.kk;
  // 0201: the first selfie does not match the state database; the retry passes.
  await page.goto('/kk');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await login(page, 'kk');
  await walkTo(page, 'kk', STEP.verigram, { values: { iin: '900101302013' } });
  await takePhoto(page, 'kk');
  await expect(
    heading(page, 'Фотосурет мемлекеттік дерекқордағы деректермен сәйкес келмеді'),
  ).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Селфиді қайта түсіру' }).click();
  await takePhoto(page, 'kk');
  await sign(page, 'kk');
  await expect(page).toHaveURL(path('kk', '/register/lk'), { timeout: 30_000 });
  await expect(heading(page, t.cabinet)).toBeVisible();

  // 0301: the signing redirect, a failed signing, and signing again, in Russian.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, 'ru');
  await walkTo(page, 'ru', STEP.verigram, { values: { iin: '900101303011' } });
  await takePhoto(page, 'ru');
  await expect(heading(page, 'Документы не подписаны')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Подписать ещё раз' }).click();
  await sign(page, 'ru');
  await expect(page).toHaveURL(path('ru', '/register/lk'), { timeout: 30_000 });
  await page.getByRole('button', { name: T.ru.apply }).click();
  await expect(page.getByRole('heading', { name: T.ru.applied })).toBeVisible();

  // The error pages: not found in both languages, the browser-not-supported page.
  for (const [url, name] of [
    ['/no-such-page', /404/],
    ['/kk/no-such-page', /404/],
    ['/badbrowser', /./],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('Trusted Types refuse an HTML string; the violation is reported to the sandbox’s collector', async ({
  page,
  request,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // What an injected script would try: markup through a sink, and a policy of its own.
  const outcome = await page.evaluate(
    () =>
      new Promise<{ refused: string[]; reported: string[] }>((resolve) => {
        const refused: string[] = [];
        new ReportingObserver(
          (reports) =>
            resolve({
              refused,
              reported: reports.map(
                (report) =>
                  `${report.type} ${(report.body as unknown as { effectiveDirective: string }).effectiveDirective}`,
              ),
            }),
          { types: ['csp-violation'] },
        ).observe();
        try {
          document.body.insertAdjacentHTML('beforeend', '<img src=x onerror=alert(1)>');
          refused.push('insertAdjacentHTML ran');
        } catch (error) {
          refused.push((error as Error).name);
        }
        try {
          (
            window as unknown as { trustedTypes: { createPolicy(n: string, r: object): unknown } }
          ).trustedTypes.createPolicy('injected', { createHTML: (input: string) => input });
          refused.push('policy created');
        } catch (error) {
          refused.push((error as Error).name);
        }
      }),
  );
  expect(outcome.refused).toEqual(['TypeError', 'TypeError']);
  expect(outcome.reported).toContain('csp-violation require-trusted-types-for');
  // The browser queues the report for the endpoint the headers name (its upload waits on the
  // browser's reporting schedule, which headless Chromium does not run): the collector there
  // takes both formats, the Reporting API's and report-uri's, and lists what it received.
  const endpoint = /csp="([^"]+)"/.exec(
    (await request.get('/about')).headers()['reporting-endpoints'] ?? '',
  )?.[1];
  expect(endpoint).toBe('/sandbox/csp-reports');
  const reportingApi = [
    {
      type: 'csp-violation',
      url: 'http://127.0.0.1/about',
      body: { effectiveDirective: 'require-trusted-types-for', sample: 'reporting-api' },
    },
  ];
  const reportUri = {
    'csp-report': { 'violated-directive': 'script-src-elem', 'script-sample': 'report-uri' },
  };
  for (const [type, body] of [
    ['application/reports+json', reportingApi],
    ['application/csp-report', reportUri],
  ] as const) {
    const answer = await request.post(endpoint!, {
      headers: { 'content-type': type },
      data: JSON.stringify(body),
    });
    expect(answer.ok(), type).toBe(true);
  }
  const received = JSON.stringify(await (await request.get(endpoint!)).json());
  expect(received).toContain('reporting-api');
  expect(received).toContain('"script-sample":"report-uri"');
});

test('every script and stylesheet a page names carries its sha384 integrity, and the page fits the first round trip', async ({
  request,
}) => {
  const sha384 = async (url: string) => {
    const body = await (await request.get(url)).body();
    const { createHash } = await import('node:crypto');
    return `sha384-${createHash('sha384').update(body).digest('base64')}`;
  };
  const pages = [
    ...LANGUAGES.flatMap(({ prefix }) => PUBLIC_PAGES.map((page) => localized(prefix, page))),
    '/login',
    '/kk/login/iin',
    '/register/passport',
    '/register/lk',
    '/no-such-page',
  ];
  for (const url of pages) {
    const response = await request.get(url, { headers: { 'Accept-Encoding': 'br' } });
    // Issue 31: the HTML a phone gets, brotli, within a new connection's first flight (14 KB
    // with the headers): 12 KB at most.
    expect(response.headers()['content-encoding'], url).toBe('br');
    expect(
      Number(response.headers()['content-length']),
      `${url}: bytes brotli`,
    ).toBeLessThanOrEqual(12_000);
    const html = await response.text();
    const tags = [
      ...html.matchAll(
        /<script\b[^>]*\ssrc="[^"]+"[^>]*>|<link\b[^>]*rel="(?:modulepreload|stylesheet)"[^>]*>/g,
      ),
    ].map((match) => match[0]);
    expect(tags.length, url).toBeGreaterThan(0);
    for (const tag of tags) {
      const src = /\s(?:src|href)="([^"]+)"/.exec(tag)![1]!;
      const integrity = /\sintegrity="([^"]+)"/.exec(tag)?.[1];
      expect(integrity, `${url}: ${tag}`).toBe(await sha384(src));
    }
  }
});

test('a stale page under a newer version.json reloads at most once, then stays', async ({
  page,
}) => {
  // A CDN keeps serving the old HTML (this build) while version.json already names the next.
  await page.route('**/version.json', (route) =>
    route.fulfill({ json: { version: 'a-newer-build' }, headers: { 'Cache-Control': 'no-cache' } }),
  );
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  const versionAsked = () => page.waitForResponse('**/version.json');

  // The page's clock runs as usual; it is moved a poll interval ahead instead of waiting one.
  await page.clock.install();
  let asked = versionAsked();
  await page.goto('/');
  await asked;
  asked = versionAsked();
  await page.getByRole('contentinfo').getByRole('link', { name: 'О нас', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.fastForward(VERSION_POLL_INTERVAL_MS);
  await asked;
  for (const [name, url] of [
    ['СМИ о нас', /\/media$/],
    // The logo: named by the brand it shows, then where it leads.
    [/, на главную$/i, /\/$/],
    ['Контакты', /\/info\/contacts$/],
  ] as const) {
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // The first load, and at most the one reload for the new version.
  expect(loads).toBeLessThanOrEqual(2);
});

test('a page chunk missing after a deploy reloads once, then shows the error page', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('h1').waitFor();
  // The old build's chunk is gone for good: the reload cannot bring it back either.
  await page.route(/\/assets\/how-to-get-[\w-]+\.js$/, (route) => route.abort());
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Как получить заём' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /ошибка/i })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Перейти на главную' })).toBeVisible();
  expect(loads).toBe(1);
});
