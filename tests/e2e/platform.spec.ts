import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from './support/app';

// The platform services seen from the outside: what the browser stores, what every request
// carries, and what the sandbox's API and telemetry collector received (issue 6).

interface Received {
  receivedAt: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A log entry of the app's as a Faro log: the entry's fields in the context, as strings. */
interface FaroLog {
  level: string;
  message: string;
  context?: Record<string, string>;
}

interface FaroPayload {
  meta?: { user?: { id?: string }; view?: { name?: string }; session?: { id?: string } };
  events?: { name: string }[];
  logs?: FaroLog[];
}

async function telemetry(request: APIRequestContext) {
  const response = await request.get('/sandbox/telemetry');
  return (await response.json()) as { collect: Received[] };
}

/** Faro payloads of one visitor (Faro's user id is the uid). */
async function faroPayloadsOf(request: APIRequestContext, uid: string): Promise<FaroPayload[]> {
  const { collect } = await telemetry(request);
  return collect
    .map((item) => item.body as FaroPayload)
    .filter((body) => body.meta?.user?.id === uid);
}

/** The entry a Faro log carries: its level (Faro's name), message, payload and status. */
function logEntry({ level, message, context = {} }: FaroLog) {
  return {
    level,
    message,
    payload: JSON.parse(context.payload ?? 'null') as unknown,
    ...(context.status === undefined ? {} : { status: Number(context.status) }),
  };
}

/** The log entries of one visitor, from the Faro payloads (Faro's user id is the uid). */
async function logEntriesOf(request: APIRequestContext, uid: string) {
  return (await faroPayloadsOf(request, uid)).flatMap((body) => (body.logs ?? []).map(logEntry));
}

async function utmReceivedFrom(request: APIRequestContext, uid: string): Promise<Received[]> {
  const response = await request.get('/sandbox/utm');
  const { received } = (await response.json()) as { received: Received[] };
  return received.filter((item) => item.headers['x-visitor-id'] === uid);
}

async function cookie(page: Page, name: string) {
  const cookies = await page.context().cookies();
  return cookies.find((candidate) => candidate.name === name);
}

/** The visitor id once the platform has started on the page. */
async function uidOf(page: Page): Promise<string> {
  await expect.poll(async () => (await cookie(page, 'uid'))?.value).toBeTruthy();
  return (await cookie(page, 'uid'))!.value;
}

/** Opens `url` and waits for its heading; the visitor id the page was given. */
async function visit(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await page.locator('h1').waitFor();
  return uidOf(page);
}

function storedUtm(page: Page) {
  return page.evaluate(() => ({
    current: localStorage.getItem('currentClientUTM'),
    previous: localStorage.getItem('previousClientUTM'),
  }));
}

const DAY_S = 24 * 60 * 60;

test.describe('identifiers', () => {
  test('uid asks for five years in a cookie and local storage; device_guid everywhere until the end of 2040', async ({
    page,
  }) => {
    // Chromium caps any cookie at 400 days (RFC 6265bis), so what the app asked for is read from
    // its document.cookie writes; the stored cookie shows the browser kept it for its maximum.
    await page.addInitScript(() => {
      const writes: string[] = [];
      const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      Object.defineProperty(document, 'cookie', {
        get: () => descriptor.get!.call(document) as string,
        set: (value: string) => {
          writes.push(value);
          descriptor.set!.call(document, value);
        },
      });
      Object.assign(window, { cookieWrites: writes });
    });
    await page.goto('/');
    const uid = await uidOf(page);
    const writes = await page.evaluate(
      () => (window as unknown as { cookieWrites: string[] }).cookieWrites,
    );
    expect(writes).toContain(`uid=${uid}; path=/; SameSite=lax; max-age=${5 * 365 * DAY_S}`);
    const uidCookie = (await cookie(page, 'uid'))!;
    expect(uidCookie.expires).toBeGreaterThan(Date.now() / 1000 + 399 * DAY_S);

    const guidCookie = (await cookie(page, 'device_guid'))!;
    expect(guidCookie.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(writes).toContain(
      `device_guid=${guidCookie.value}; path=/; SameSite=lax; expires=Mon, 31 Dec 2040 23:59:59 GMT`,
    );
    expect(guidCookie.expires).toBeGreaterThan(Date.now() / 1000 + 399 * DAY_S);

    const stored = await page.evaluate(() => ({
      uid: localStorage.getItem('uid'),
      local: localStorage.getItem('device_guid'),
      session: sessionStorage.getItem('device_guid'),
      windowName: (JSON.parse(window.name) as { device_guid?: string }).device_guid,
    }));
    expect(stored).toEqual({
      uid,
      local: guidCookie.value,
      session: guidCookie.value,
      windowName: guidCookie.value,
    });

    // A later visit keeps both identifiers instead of generating new ones.
    await page.reload();
    await page.locator('h1').waitFor();
    expect((await cookie(page, 'uid'))!.value).toBe(uid);
    expect((await cookie(page, 'device_guid'))!.value).toBe(guidCookie.value);
  });

  test('device_guid: the value most places hold wins and is written back to every place', async ({
    page,
    context,
    baseURL,
  }) => {
    const majority = 'guid-majority-00000001';
    const minority = 'guid-minority-00000002';
    await context.addCookies([{ name: 'device_guid', value: minority, url: baseURL! }]);
    // Before the app runs: local storage, session storage and window.name agree on another value.
    await page.addInitScript((value) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('device_guid', value);
      sessionStorage.setItem('device_guid', value);
      window.name = JSON.stringify({ device_guid: value });
    }, majority);
    await page.goto('/about');
    await page.locator('h1').waitFor();

    await expect.poll(async () => (await cookie(page, 'device_guid'))?.value).toBe(majority);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('device_guid'),
        sessionStorage.getItem('device_guid'),
        (JSON.parse(window.name) as { device_guid?: string }).device_guid,
      ]),
    ).toEqual([majority, majority, majority]);
  });
});

test.describe('marketing parameters', () => {
  test('landing stores the record, a login route sends current and previous, then storage is cleared', async ({
    page,
    request,
  }) => {
    const restRequests: Request[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/rest/')) restRequests.push(sent);
    });

    const uid = await visit(page, '/?utm_source=google&utm_medium=cpc&utm_campaign=spring');
    const first = JSON.parse((await storedUtm(page)).current!) as Record<string, unknown>;
    expect(first).toMatchObject({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
    });
    expect(typeof first.utm_timestamp).toBe('number');

    // A second landing: the first record becomes the previous one.
    await page.goto('/about?utm_source=yandex&utm_medium=banner');
    await page.locator('h1').waitFor();
    const { current, previous } = await storedUtm(page);
    expect(JSON.parse(previous!)).toEqual(first);
    const second = JSON.parse(current!) as Record<string, unknown>;
    expect(second).toMatchObject({ utm_source: 'yandex', utm_medium: 'banner' });
    // Public pages are not attribution routes: nothing was sent yet.
    expect(await utmReceivedFrom(request, uid)).toEqual([]);

    const beforeSend = Date.now();
    await page.goto('/login');
    await expect.poll(async () => (await utmReceivedFrom(request, uid)).length).toBe(1);
    const [received] = await utmReceivedFrom(request, uid);
    const body = received!.body as { client_timestamp: number; utms: unknown[] };
    expect(body.utms).toEqual([second, first]);
    expect(body.client_timestamp).toBeGreaterThanOrEqual(beforeSend);
    expect(body.client_timestamp).toBeLessThanOrEqual(Date.now());
    await expect.poll(() => storedUtm(page)).toEqual({ current: null, previous: null });
    // The send re-entered the same path.
    expect(new URL(page.url()).pathname).toBe('/login');

    // Landing straight on an attribution route: sent at once, and the same path is entered again
    // without the parameters, so a reload cannot capture them a second time.
    await page.goto('/login?utm_source=direct-mail');
    await expect.poll(async () => (await utmReceivedFrom(request, uid)).length).toBe(2);
    await expect(page).toHaveURL(/\/login$/);
    expect((await utmReceivedFrom(request, uid))[1]!.body).toMatchObject({
      utms: [{ utm_source: 'direct-mail' }],
    });
    await expect.poll(() => storedUtm(page)).toEqual({ current: null, previous: null });

    // Every /rest request carried the visitor id, as the sandbox also recorded.
    expect(restRequests.length).toBeGreaterThan(0);
    for (const sent of restRequests) {
      expect(await sent.headerValue('x-visitor-id'), sent.url()).toBe(uid);
    }
    expect(received!.headers['x-visitor-id']).toBe(uid);
  });

  test("a refused send is logged as 'UTM Error' with the body and server message, and storage is kept", async ({
    page,
    request,
  }) => {
    await page.route('**/rest/utm/apply/bulk', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Метки не приняты', errors: {} }),
      }),
    );
    const uid = await visit(page, '/?utm_source=partner&utm_content=card');
    await page.goto('/login');

    await expect
      .poll(async () => (await logEntriesOf(request, uid)).filter((e) => e.message === 'UTM Error'))
      .toHaveLength(1);
    const entry = (await logEntriesOf(request, uid)).find((e) => e.message === 'UTM Error')!;
    expect(entry.level).toBe('error');
    expect(entry.payload).toMatchObject({
      message: 'Метки не приняты',
      body: { utms: [{ utm_source: 'partner', utm_content: 'card' }] },
    });
    // The failed request itself was reported too, in the same payload (Faro batches for 250 ms).
    const batch = (await faroPayloadsOf(request, uid))
      .map((body) => (body.logs ?? []).map(logEntry))
      .find((entries) => entries.some((e) => e.message === 'UTM Error'))!;
    expect(batch).toContainEqual(
      expect.objectContaining({
        message: 'RequestError',
        status: 422,
        payload: expect.objectContaining({ url: '/rest/utm/apply/bulk', status: 422 }),
      }),
    );
    // Swallowed: the screen is still there, and the record waits for the next attribution route.
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(JSON.parse((await storedUtm(page)).current!)).toMatchObject({ utm_source: 'partner' });
  });
});

test.describe('server-supplied redirects', () => {
  test('a path in the rules redirects inside the app and keeps the language', async ({ page }) => {
    await page.goto('/kredit');
    await expect(page).toHaveURL(/\/how-to-get$/);
    await expect(page.locator('h1')).toBeVisible();

    await page.goto('/kk/kontakty');
    await expect(page).toHaveURL(/\/kk\/info\/contacts$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  });

  test('an absolute target on another site is a full page navigation', async ({ page }) => {
    await page.route('https://hh.kz/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Вакансии</title><h1>hh.kz</h1>' }),
    );
    // Only the start is awaited: the app leaves the page before it would mark itself ready.
    await page.goto('/vakansii', { waitUntil: 'commit' });
    await expect(page).toHaveURL('https://hh.kz/employer/qazcredit');
    await expect(page.locator('h1')).toHaveText('hh.kz');
  });
});

test.describe('telemetry', () => {
  test('payloads reach the collector with the API key, and the view is named after the route', async ({
    page,
    request,
  }) => {
    const uid = await visit(page, '/about');
    await expect
      .poll(async () => (await faroPayloadsOf(request, uid)).map((p) => p.meta?.view?.name))
      .toContain('about___ru');

    // A navigation inside the app renames the view (route names carry the locale, SPEC §2).
    await page.evaluate(() => {
      history.pushState(null, '', '/how-to-get');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('h1').waitFor();
    await expect
      .poll(async () => (await faroPayloadsOf(request, uid)).map((p) => p.meta?.view?.name))
      .toContain('how-to-get___ru');

    const { collect } = await telemetry(request);
    const mine = collect.filter((item) => (item.body as FaroPayload).meta?.user?.id === uid);
    for (const item of mine) expect(item.headers['x-api-key']).toBe('sandbox-key');
    const payloads = mine.map((item) => item.body as FaroPayload);
    expect(new Set(payloads.map((p) => p.meta?.session?.id)).size).toBe(1);
    expect(payloads.flatMap((p) => p.events ?? []).map((e) => e.name)).toContain('session_start');
  });

  test('an unhandled rejection is logged as an UnhandledRejection warning', async ({
    page,
    request,
  }) => {
    const uid = await visit(page, '/about');
    await page.evaluate(() => {
      void Promise.reject(new Error('Offer service unreachable'));
    });
    await expect
      .poll(async () =>
        (await logEntriesOf(request, uid)).filter((e) => e.message === 'UnhandledRejection'),
      )
      .toEqual([
        expect.objectContaining({
          level: 'warn',
          payload: expect.objectContaining({ message: 'Offer service unreachable' }),
        }),
      ]);
  });
});

test('an unknown route is logged with its path, and a route that refuses its path with the full path (SPEC §8)', async ({
  page,
  request,
}) => {
  const uid = await visit(page, '/kk/kredity');
  await page.goto('/en/about?from=ad');
  await page.locator('h1').waitFor();
  await expect
    .poll(async () =>
      (await logEntriesOf(request, uid)).map(({ level, message, status }) => ({
        level,
        message,
        status,
      })),
    )
    .toEqual(
      expect.arrayContaining([
        { level: 'warn', message: 'Page not found: /kk/kredity', status: 404 },
        { level: 'warn', message: 'Page Not Found: /en/about?from=ad', status: 404 },
      ]),
    );
});

test('?gtm=disabled loads no tag manager', async ({ page }) => {
  const tagRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('googletagmanager.com')) tagRequests.push(sent.url());
  });
  await page.goto('/?gtm=disabled');
  await page.locator('h1').waitFor();
  await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
  expect(tagRequests).toEqual([]);
});

test.describe('deploys', () => {
  test('a new build found by polling the version file loads the next page in full', async ({
    page,
  }) => {
    await page.clock.install();
    // The next poll sees another build; the page it then loads is that build (the real file).
    let deployed: string | null = null;
    await page.route('**/version.json', async (route) => {
      const version = deployed;
      deployed = null;
      if (version === null) return route.continue();
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ version }) });
    });
    await page.goto('/about');
    await page.locator('h1').waitFor();
    await page.evaluate(() => Object.assign(window, { loadedOnce: true }));

    deployed = 'next-build';
    const polled = page.waitForRequest('**/version.json');
    await page.clock.runFor(61_000);
    await polled;

    const fullLoad = page.waitForEvent('load');
    await page.evaluate(() => {
      history.pushState(null, '', '/how-to-get');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await fullLoad;
    await expect(page).toHaveURL(/\/how-to-get$/);
    expect(await page.evaluate(() => 'loadedOnce' in window)).toBe(false);
  });

  test('a route chunk that fails to load (an old build) reloads the page once', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('h1').waitFor();
    // The chunk is gone from the server until the page loads again (then it is the new build's).
    let reloaded = false;
    page.on('load', () => (reloaded = true));
    await page.route(/\/assets\/how-to-get-[\w-]+\.js$/, (route) =>
      reloaded ? route.continue() : route.abort(),
    );
    await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
    const fullLoad = page.waitForEvent('load');
    await page.evaluate(() => {
      history.pushState(null, '', '/how-to-get');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await fullLoad;
    await expect(page.locator('h1')).toBeVisible();
    expect(await page.evaluate(() => 'loadedOnce' in window)).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))).toMatch(/^\d+$/);
  });
});
