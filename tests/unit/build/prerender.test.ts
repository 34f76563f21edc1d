import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  filesOf,
  pageHtml,
  robotsTxt,
  routeChunkKey,
  sitemapXml,
  styleHash,
  stylesheetsFor,
  type Manifest,
} from '../../../scripts/build/prerender';
import type { PrerenderedPage } from '../../../src/entry-server';
import { pageHead, headTags } from '../../../src/platform/head';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_helper.js'] },
  '_helper.js': { file: 'assets/helper-1.js' },
  '_shell.js': { file: 'assets/shell-1.js', css: ['assets/shell-1.css'], imports: ['_helper.js'] },
  'src/routes/{-$locale}/_default/route.tsx?tsr-split=component': {
    file: 'assets/route-1.js',
    imports: ['_shell.js'],
  },
  'src/routes/{-$locale}/_default/about/index.tsx?tsr-split=component': {
    file: 'assets/about-1.js',
    css: ['assets/about-1.css'],
    imports: ['_shell.js'],
  },
  'src/routes/{-$locale}/_default/how-to-get.tsx?tsr-split=component': {
    file: 'assets/how-to-get-1.js',
    imports: ['_shell.js'],
  },
  'src/routes/{-$locale}/dev.flow.tsx?tsr-split=component': { file: 'assets/flow-1.js' },
};

const template = `<!doctype html>
<html lang="ru">
  <head>
    <!-- page head: replaced -->
    <title>QazCredit</title>
    <!-- /page head -->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-1.js">
    <link rel="stylesheet" crossorigin href="/assets/shell-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function page(overrides: Partial<PrerenderedPage> = {}): PrerenderedPage {
  const head = pageHead({
    path: '/kk/about',
    lang: 'kk',
    title: 'Компания туралы',
    description: 'Сипаттама',
    brand: 'QazCredit',
    origin: 'https://www.example.kz',
    indexable: true,
  });
  return {
    status: 200,
    lang: 'kk',
    head,
    headHtml: headTags(head),
    markup: '<header>…</header><main><h1>Компания туралы</h1></main>',
    hydrate: true,
    routeIds: [],
    ...overrides,
  };
}

describe('which files a prerendered page needs (the build manifest)', () => {
  it('finds a route’s chunk from its id: index routes, layouts, leaf and flat files', () => {
    expect(routeChunkKey(manifest, '/{-$locale}/_default/about/')).toBe(
      'src/routes/{-$locale}/_default/about/index.tsx?tsr-split=component',
    );
    expect(routeChunkKey(manifest, '/{-$locale}/_default')).toBe(
      'src/routes/{-$locale}/_default/route.tsx?tsr-split=component',
    );
    expect(routeChunkKey(manifest, '/{-$locale}/_default/how-to-get')).toBe(
      'src/routes/{-$locale}/_default/how-to-get.tsx?tsr-split=component',
    );
    expect(routeChunkKey(manifest, '/{-$locale}/dev/flow')).toBe(
      'src/routes/{-$locale}/dev.flow.tsx?tsr-split=component',
    );
    expect(routeChunkKey(manifest, '__root__')).toBeNull();
  });

  it('fails the build for a route it cannot place, rather than leave its page unstyled', () => {
    expect(() => routeChunkKey(manifest, '/{-$locale}/_default/nowhere')).toThrow(/nowhere/);
  });

  it('collects scripts and stylesheets through the imports, each once, imports first', () => {
    expect(
      filesOf(manifest, [
        'index.html',
        'src/routes/{-$locale}/_default/route.tsx?tsr-split=component',
        'src/routes/{-$locale}/_default/about/index.tsx?tsr-split=component',
      ]),
    ).toEqual({
      js: [
        'assets/helper-1.js',
        'assets/index-1.js',
        'assets/shell-1.js',
        'assets/route-1.js',
        'assets/about-1.js',
      ],
      css: ['assets/shell-1.css', 'assets/about-1.css'],
    });
  });
});

describe('the stylesheets of what a page shows', () => {
  const stylesheets = new Map([
    ['assets/shell-1.css', '._header_abcde_1{color:red}._blocks_bbbbb_2{display:grid}'],
    ['assets/contacts-1.css', '._blocks_bbbbb_2{display:grid}._map_ccccc_1{height:20rem}'],
    ['assets/Figures-1.css', '._figures_12ja5_1 dd{white-space:nowrap}'],
    ['assets/photo-1.css', '._camera_zzzzz_3{width:100%}'],
  ]);
  const markup =
    '<header class="_header_abcde_1"></header><ul class="_blocks_bbbbb_2"></ul>' +
    '<dl class="_figures_12ja5_1 other"></dl>';

  it('adds the file of a class no included stylesheet defines (code loaded on demand)', () => {
    expect(stylesheetsFor(markup, stylesheets, ['assets/shell-1.css'])).toEqual([
      'assets/Figures-1.css',
    ]);
  });

  it('takes one file for classes several chunks repeat', () => {
    expect(stylesheetsFor(markup, stylesheets, [])).toEqual([
      'assets/shell-1.css',
      'assets/Figures-1.css',
    ]);
  });
});

describe('a page’s HTML from the app’s index.html', () => {
  const styles = [{ href: '/assets/shell-1.css', css: '._a_1{color:red}' }];
  /** /kk/login: a preview the app renders over, with the login screen's code preloaded. */
  const loginPreview = () =>
    pageHtml(
      template,
      page({ markup: '<main><h1>Кіру және тіркелу</h1></main>', hydrate: false }),
      { styles, preloads: ['/assets/login-1.js'] },
      '/kk/login',
    );

  it('has the page’s language, head, inline stylesheets and content, marked with its path', () => {
    const html = pageHtml(template, page(), { styles, preloads: [] }, '/kk/about');
    expect(html).toContain('<html lang="kk">');
    expect(html).toContain('<title>Компания туралы — QazCredit</title>');
    expect(html).not.toContain('<title>QazCredit</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.kz/kk/about" />');
    expect(html).toContain('<style>._a_1{color:red}</style>');
    // Named, not fetched: the app finds it there and does not load it again.
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell-1.css" disabled />');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin');
    expect(html).toContain(
      '<div id="root" data-page="/kk/about"><header>…</header><main><h1>Компания туралы</h1></main></div>',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('the page script’s own imports wait behind the first paint; a page’s preloads do not', () => {
    const html = loginPreview();
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/rolldown-runtime-1.js">',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login-1.js" />');
  });

  it('a page the browser renders has an empty #root, not marked for hydration, and preloads', () => {
    const html = pageHtml(
      template,
      page({ markup: '', hydrate: false }),
      { styles, preloads: ['/assets/about-1.js'] },
      '/kk/register/passport',
    );
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/about-1.js" />');
  });

  it('a preview the app renders over (the login form) is shown, not marked for hydration', () => {
    const html = loginPreview();
    expect(html).toContain('<div id="root"><main><h1>Кіру және тіркелу</h1></main></div>');
    expect(html).not.toContain('data-page');
  });

  it('the JSON-LD goes into the head as a data block', () => {
    const html = pageHtml(
      template,
      page({ jsonLd: '{"@type":"FinancialService"}' }),
      {
        styles: [],
        preloads: [],
      },
      '/',
    );
    expect(html).toMatch(
      /<head>[\s\S]*<script type="application\/ld\+json">\{"@type":"FinancialService"\}<\/script>[\s\S]*<\/head>/,
    );
  });

  it('the hash of an inline stylesheet is the one a CSP style-src names', () => {
    const css = '._a_1{color:red}';
    expect(styleHash(css)).toBe(
      `sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}`,
    );
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the indexable pages with their alternates, and nothing kept out of search', () => {
    const about = page();
    const login = page({
      head: pageHead({
        path: '/login',
        lang: 'ru',
        title: 'Вход',
        description: '',
        brand: 'QazCredit',
        origin: 'https://www.example.kz',
        indexable: false,
      }),
    });
    const xml = sitemapXml([about, login]);
    expect(xml).toContain('<loc>https://www.example.kz/kk/about</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.kz/about"/>',
    );
    expect(xml).not.toContain('login');
  });

  it('robots.txt keeps crawlers out of registration and /dev and names the sitemap', () => {
    expect(robotsTxt('https://www.example.kz').split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /register',
        'Disallow: /kk/register',
        'Disallow: /dev',
        'Sitemap: https://www.example.kz/sitemap.xml',
      ]),
    );
  });
});
