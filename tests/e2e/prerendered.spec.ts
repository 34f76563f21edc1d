import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORM_STEPS } from '../../contract';
import { resolveSettings } from '../../scripts/build/settings';
import { headingOfStep, routeOf } from './support/journey';
import { LANGUAGES, localized, PUBLIC_PAGES, SHELL_PAGES } from './support/public-pages';

// Issue 15: the files the build wrote for a web server, read as a crawler or a link preview
// reads them (no JavaScript). The build under test is the browser tests' (E2E_DIST, `npm run
// build:test`), made with the sandbox's settings.
const dist = process.env.E2E_DIST ?? 'dist';
const { settings, company } = resolveSettings('sandbox');
const ORIGIN = settings.VITE_SITE_ORIGIN;
const BRAND = company.brand;

function fileOf(path: string): string {
  return join(dist, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
}

function read(path: string): Document {
  const file = fileOf(path);
  expect(existsSync(file), `${file} exists`).toBe(true);
  return new JSDOM(readFileSync(file, 'utf8')).window.document;
}

const attribute = (document: Document, selector: string, name: string) =>
  document.querySelector(selector)?.getAttribute(name) ?? null;

/** The page is styled before any script runs: the design tokens and the page's rules inline. */
function expectInlineStyles(document: Document, path: string) {
  const css = [...document.head.querySelectorAll('style')]
    .map((style) => style.textContent)
    .join('');
  expect(css, `${path}: the design tokens`).toMatch(/--color-brand:/);
  // CSS module classes (`_button_4t6re_1`): each one's rule is in the page.
  const classes = [...document.querySelectorAll('#root [class]')]
    .flatMap((element) => [...element.classList])
    .filter((name) => /^_\w+_[\w-]{5}_\d+$/.test(name));
  for (const name of new Set(classes)) {
    expect(css, `${path}: a rule for .${name}`).toContain(`.${name}`);
  }
}

/** Scripts a `script-src 'self'` policy runs: only the app's module, no inline code. */
function expectNoInlineScript(document: Document, path: string) {
  for (const script of document.querySelectorAll('script')) {
    if (script.type === 'application/ld+json') continue;
    expect(script.getAttribute('src'), `${path}: every script is a file`).toMatch(/^\/assets\//);
    expect(script.textContent, `${path}: no inline code`).toBe('');
  }
}

test.describe('the public pages, as a crawler gets them', () => {
  for (const { lang, prefix, ogLocale } of LANGUAGES) {
    for (const page of PUBLIC_PAGES) {
      const path = localized(prefix, page);
      test(`${path}: language, title, description, canonical, alternates, share tags, heading`, () => {
        const document = read(path);
        expect(document.documentElement.lang).toBe(lang);

        const title = document.title;
        expect(title).toMatch(new RegExp(`^\\S.* — ${BRAND}$`));
        const description = attribute(document, 'meta[name="description"]', 'content') ?? '';
        expect(description.length, 'a description of a sentence or more').toBeGreaterThan(40);

        expect(attribute(document, 'link[rel="canonical"]', 'href')).toBe(
          new URL(path, ORIGIN).href,
        );
        expect(attribute(document, 'meta[name="robots"]', 'content')).toBeNull();
        const alternates = Object.fromEntries(
          [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
            link.getAttribute('hreflang'),
            link.getAttribute('href'),
          ]),
        );
        expect(alternates).toEqual({
          ru: new URL(localized('', page), ORIGIN).href,
          kk: new URL(localized('/kk', page), ORIGIN).href,
          'x-default': new URL(localized('', page), ORIGIN).href,
        });

        const og = (property: string) =>
          attribute(document, `meta[property="${property}"]`, 'content');
        expect(og('og:title')).toBe(title);
        expect(og('og:description')).toBe(description);
        expect(og('og:url')).toBe(new URL(path, ORIGIN).href);
        expect(og('og:locale')).toBe(ogLocale);
        expect(og('og:type')).toBe('website');
        expect(og('og:site_name')).toBe(BRAND);
        expect(og('og:image')).toBe(new URL('/og-image.png', ORIGIN).href);
        expect(attribute(document, 'meta[name="twitter:card"]', 'content')).toBe(
          'summary_large_image',
        );

        // The page's content is in the file: its one heading and its text.
        const root = document.getElementById('root')!;
        const headings = root.querySelectorAll('h1');
        expect(headings).toHaveLength(1);
        expect(headings[0]!.textContent?.trim()).not.toBe('');
        expect(root.querySelector('main')?.textContent?.length ?? 0).toBeGreaterThan(200);
        expectInlineStyles(document, path);
        expectNoInlineScript(document, path);
      });
    }
  }

  test('each page has its own title and description in each language', () => {
    for (const { prefix } of LANGUAGES) {
      const heads = PUBLIC_PAGES.filter((page) => page !== '/contacts').map((page) => {
        const document = read(localized(prefix, page));
        return [document.title, attribute(document, 'meta[name="description"]', 'content')];
      });
      // /contacts is /info/contacts under a second address, left out above.
      expect(new Set(heads.map(([title]) => title)).size).toBe(heads.length);
      expect(new Set(heads.map(([, description]) => description)).size).toBe(heads.length);
    }
  });

  test('Russian and Kazakh pages differ in title and description', () => {
    for (const page of PUBLIC_PAGES) {
      const ru = read(localized('', page));
      const kk = read(localized('/kk', page));
      expect(kk.title, page).not.toBe(ru.title);
      expect(attribute(kk, 'meta[name="description"]', 'content'), page).not.toBe(
        attribute(ru, 'meta[name="description"]', 'content'),
      );
    }
  });

  test('the home page names the organisation for search engines (JSON-LD)', () => {
    for (const { lang, prefix } of LANGUAGES) {
      const document = read(localized(prefix, '/'));
      const blocks = document.querySelectorAll('script[type="application/ld+json"]');
      expect(blocks).toHaveLength(1);
      const data = JSON.parse(blocks[0]!.textContent ?? '');
      expect(data['@context']).toBe('https://schema.org');
      expect(['FinancialService', 'Organization']).toContain(data['@type']);
      expect(data.name).toBe(company.legalName[lang]);
      expect(data.telephone).toBe(company.phone);
      expect(data.url).toBe(new URL(localized(prefix, '/'), ORIGIN).href);
    }
    expect(read('/about').querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  test('the calculators show their default figures without JavaScript', () => {
    const home = read('/').getElementById('root')!.textContent ?? '';
    expect(home).toContain('Рассчитайте заём');
    expect(home).toMatch(/Сумма к возврату\s*\d[\d\s ]*,\d{2}\s*₸/);
    const slider = read('/').querySelector('input[type="range"]');
    expect(slider?.getAttribute('value')).toBe('78500');
    const deposit = read('/deposit');
    const values = [...deposit.querySelectorAll('input')].map((input) =>
      input.getAttribute('value'),
    );
    expect(values).toEqual(expect.arrayContaining(['78500', '21']));
  });
});

test.describe('login and registration screens, 404 pages', () => {
  for (const { lang, prefix } of LANGUAGES) {
    for (const page of SHELL_PAGES) {
      const path = localized(prefix, page);
      test(`${path} is a shell: language, title, noindex, rendered by the browser`, () => {
        const document = read(path);
        expect(document.documentElement.lang).toBe(lang);
        expect(document.title).toMatch(new RegExp(`^\\S.* — ${BRAND}$`));
        expect(attribute(document, 'meta[name="robots"]', 'content')).toBe('noindex');
        expect(document.querySelector('link[rel="canonical"]')).toBeNull();
        const root = document.getElementById('root')!;
        // The app renders these screens over what is there; it hydrates nothing.
        expect(root.hasAttribute('data-page')).toBe(false);
        if (page !== '/login') expect(root.innerHTML).toBe('');
        expectInlineStyles(document, path);
        expectNoInlineScript(document, path);
      });
    }
  }

  for (const [path, heading, label] of [
    ['/login', 'Вход и регистрация', 'Номер мобильного телефона'],
    ['/kk/login', 'Кіру және тіркелу', 'Ұялы телефон нөмірі'],
  ] as const) {
    test(`${path} shows the login form's first part before the app runs`, () => {
      const document = read(path);
      expect(document.querySelector('h1')?.textContent).toBe(heading);
      const phone = document.querySelector<HTMLInputElement>('input#phone')!;
      expect(document.querySelector('label[for="phone"]')?.textContent).toBe(label);
      expect(phone.type).toBe('tel');
      expect(phone.autocomplete).toBe('tel');
      expect(phone.disabled).toBe(false);
      // Nothing the app adds below the preview may move it: no footer under it yet.
      expect(document.querySelector('footer')).toBeNull();
      expect(document.querySelector('noscript')?.textContent).toMatch(/JavaScript/);
    });
  }

  // A form step's page is titled as its screen's heading (its declaration's title).
  for (const { lang, prefix } of LANGUAGES) {
    for (const step of FORM_STEPS) {
      const path = localized(prefix, routeOf(step));
      test(`${path} is titled as the ${step} form's heading`, () => {
        expect(read(path).title).toBe(`${headingOfStep(step, lang)} — ${BRAND}`);
      });
    }
  }

  test('/login has its title in each language', () => {
    expect(read('/login').title).toBe(`Вход — ${BRAND}`);
    expect(read('/kk/login').title).toBe(`Кіру — ${BRAND}`);
  });

  for (const [file, lang, heading] of [
    ['404.html', 'ru', '404. Страница не найдена'],
    ['kk/404.html', 'kk', '404. Бет табылмады'],
  ] as const) {
    test(`${file}: the not-found page in ${lang}, kept out of search results`, () => {
      const document = new JSDOM(readFileSync(join(dist, file), 'utf8')).window.document;
      expect(document.documentElement.lang).toBe(lang);
      expect(document.querySelector('h1')?.textContent).toBe(heading);
      expect(attribute(document, 'meta[name="robots"]', 'content')).toBe('noindex');
      expect(document.querySelector('link[rel="canonical"]')).toBeNull();
      // Not hydrated: the app renders the not-found page itself at whatever URL it is served.
      expect(document.getElementById('root')?.hasAttribute('data-page')).toBe(false);
      expectInlineStyles(document, file);
      expectNoInlineScript(document, file);
    });
  }
});

test('sitemap.xml lists every public page in both languages with its alternates', () => {
  const xml = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  const document = new JSDOM(xml, { contentType: 'text/xml' }).window.document;
  const urls = [...document.getElementsByTagName('url')];
  const locations = urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent);
  const expected = LANGUAGES.flatMap(({ prefix }) =>
    PUBLIC_PAGES.map((page) => new URL(localized(prefix, page), ORIGIN).href),
  );
  expect([...locations].sort()).toEqual([...expected].sort());
  for (const url of urls) {
    const links = [...url.getElementsByTagName('xhtml:link')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(links.map(([hreflang]) => hreflang)).toEqual(['ru', 'kk', 'x-default']);
    for (const [, href] of links) expect(locations).toContain(href);
  }
  expect(xml).not.toMatch(/\/(register|login|dev|new-index)\b/);
});

test('robots.txt names the sitemap and keeps crawlers out of registration and /dev', () => {
  const lines = readFileSync(join(dist, 'robots.txt'), 'utf8').split('\n');
  expect(lines).toContain('User-agent: *');
  for (const path of ['/register', '/kk/register', '/dev']) {
    expect(lines).toContain(`Disallow: ${path}`);
  }
  expect(lines).toContain(`Sitemap: ${new URL('/sitemap.xml', ORIGIN).href}`);
});

test('every inline style of every page is allowed by the CSP, which allows no other', () => {
  const headers = readFileSync(`${dist}-meta/headers.conf`, 'utf8');
  const styleSrc = /style-src ([^;"]+)/.exec(headers)?.[1]?.split(' ') ?? [];
  expect(styleSrc).not.toContain("'unsafe-inline'");
  const pages = LANGUAGES.flatMap(({ prefix }) =>
    [...PUBLIC_PAGES, ...SHELL_PAGES].map((page) => localized(prefix, page)),
  );
  for (const path of pages) {
    const document = read(path);
    expect(document.querySelectorAll('[style]'), `${path}: no style attributes`).toHaveLength(0);
    for (const style of document.querySelectorAll('style')) {
      const hash = createHash('sha256')
        .update(style.textContent ?? '')
        .digest('base64');
      expect(styleSrc, path).toContain(`'sha256-${hash}'`);
    }
  }
});
