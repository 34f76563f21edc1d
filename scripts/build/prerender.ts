// Prerendering (issue 15, ARCHITECTURE.md → Prerendering): after `vite build` has built the
// browser's app and the server entry (src/entry-server.tsx → .prerender/), every page of the
// route tree gets its own HTML file, made from Vite's dist/index.html:
// - `<html lang>`, the page's head (title, description, canonical, hreflang alternates, share
//   tags; JSON-LD on the home page), from the same data the app applies after a navigation;
// - the stylesheets the page's routes need, inlined (first paint waits for no request; each
//   block's hash goes into the CSP), and named in a disabled <link> so the app does not fetch
//   them again when it loads the route;
// - the page's HTML in #root, marked with its path for the app to hydrate (main.tsx); /login's
//   HTML is a preview of its form, registration screens keep an empty #root with their head
//   (noindex): the browser renders them;
// - 404.html and kk/404.html with the not-found page, rendered over by the app at any URL;
// - sitemap.xml (every public page, both languages, with alternates) and robots.txt.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrerenderedPage } from '../../src/entry-server.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

interface ServerEntry {
  prerenderPage(path: string): Promise<PrerenderedPage>;
  prerenderNotFound(lang: 'ru' | 'kk'): Promise<PrerenderedPage>;
}

/** `/` → index.html, `/kk` → kk.html, `/about/documents` → about/documents.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

const SPLIT_COMPONENT = /^src\/routes(\/.*)\.tsx\?tsr-split=component$/;

/**
 * The route id a component chunk of the router plugin belongs to, from its file: `about/index.tsx`
 * is `/about/`, `_default/route.tsx` is `/_default`, a flat `dev.flow.tsx` is `/dev/flow`.
 */
function routeIdOfChunk(key: string): string | null {
  const file = SPLIT_COMPONENT.exec(key)?.[1];
  if (!file) return null;
  const path = file.replace(/[^/]+$/, (name) => name.replaceAll('.', '/'));
  if (path.endsWith('/index')) return path.slice(0, -'index'.length);
  if (path.endsWith('/route')) return path.slice(0, -'/route'.length);
  return path;
}

/**
 * The manifest entry of a route's component chunk. A rendered route without one is an error, so
 * a changed file convention cannot silently leave a page unstyled.
 */
export function routeChunkKey(manifest: Manifest, routeId: string): string | null {
  if (routeId === '__root__') return null;
  const key = Object.keys(manifest).find((name) => routeIdOfChunk(name) === routeId);
  if (!key) throw new Error(`prerender: no chunk for route ${routeId} in the manifest`);
  return key;
}

/** The chunks' files and stylesheets, and those of everything they import, in import order. */
export function filesOf(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the manifest`);
    for (const name of chunk.imports ?? []) visit(name);
    js.push(chunk.file);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
  };
  keys.forEach(visit);
  return { js, css };
}

/** CSS module class names (`_figures_12ja5_1`: local name, file hash, line) in HTML or CSS. */
const MODULE_CLASS = /\b_[A-Za-z]\w*_[\w-]{5}_\d+\b/g;

/**
 * The stylesheets the markup needs besides `included`: each CSS module class is unique to its
 * module, so a class in the HTML that no included stylesheet defines names the file it needs. A
 * part of a page rendered from code its route loads on demand (the home calculator) has its
 * stylesheet in that code's chunk, which the route's static imports do not reach.
 */
export function stylesheetsFor(
  markup: string,
  stylesheets: Map<string, string>,
  included: string[],
): string[] {
  const classesOf = (css: string) => new Set(css.match(MODULE_CLASS));
  const missing = new Set(markup.match(MODULE_CLASS));
  for (const file of included)
    for (const name of classesOf(stylesheets.get(file)!)) missing.delete(name);
  const added: string[] = [];
  for (const [file, css] of stylesheets) {
    if (missing.size === 0) break;
    const defined = [...classesOf(css)].filter((name) => missing.has(name));
    if (defined.length === 0) continue;
    added.push(file);
    for (const name of defined) missing.delete(name);
  }
  return added;
}

export function styleHash(css: string): string {
  return `sha256-${createHash('sha256').update(css).digest('base64')}`;
}

const HEAD_BLOCK = /<!-- page head:[\s\S]*?<!-- \/page head -->/;

export interface PageAssets {
  /** Stylesheets inlined, each also named in a disabled link so the app does not fetch it. */
  styles: { href: string; css: string }[];
  /** Scripts preloaded at once: a page the browser renders itself needs them to show anything. */
  preloads: string[];
}

/** A page's HTML from Vite's index.html. */
export function pageHtml(
  template: string,
  page: PrerenderedPage,
  { styles, preloads }: PageAssets,
  path: string | null,
): string {
  if (!HEAD_BLOCK.test(template)) throw new Error('prerender: index.html has no page head block');
  const head = [
    page.headHtml,
    ...(page.jsonLd ? [`<script type="application/ld+json">${page.jsonLd}</script>`] : []),
    ...styles.flatMap(({ href, css }) => [
      `<style>${css}</style>`,
      `<link rel="stylesheet" href="${href}" disabled />`,
    ]),
    ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`),
  ].join('\n    ');
  const root =
    page.hydrate && path !== null
      ? `<div id="root" data-page="${path}">${page.markup}</div>`
      : `<div id="root">${page.markup}</div>`;
  const html = template
    // Vite's stylesheet links go: the page's stylesheets are inlined in the head block.
    .replace(/\s*<link rel="stylesheet"[^>]*href="\/assets\/[^"]+"[^>]*>/g, '')
    // The page's script waits for the first paint before it uses its imports (src/entry.ts):
    // fetched at high priority, each took a new connection's round trip ahead of that paint.
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '$& fetchpriority="low"')
    .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
    .replace(HEAD_BLOCK, () => head)
    .replace('<div id="root"></div>', () => root);
  if (!html.includes(root)) throw new Error('prerender: index.html has no empty #root');
  return html;
}

export function sitemapXml(pages: PrerenderedPage[]): string {
  const urls = pages
    .filter((page) => page.head.canonical)
    .map(({ head }) =>
      [
        `  <url>`,
        `    <loc>${head.canonical}</loc>`,
        ...head.alternates.map(
          ({ hreflang, href }) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
        ),
        `  </url>`,
      ].join('\n'),
    );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    // The registration screens belong to one applicant each; the QA tools are not for visitors.
    'Disallow: /register',
    'Disallow: /kk/register',
    'Disallow: /dev',
    'Disallow: /kk/dev',
    '',
    `Sitemap: ${new URL('/sitemap.xml', `${origin}/`).href}`,
    '',
  ].join('\n');
}

export interface PrerenderOptions {
  outDir: string;
  serverDir: string;
  /** Every page path of the build (dist-files.ts pagePaths), locale prefix included. */
  paths: string[];
  origin: string;
}

/** Writes every page's HTML, the 404 pages, sitemap.xml and robots.txt; returns the style hashes. */
export async function prerender({ outDir, serverDir, paths, origin }: PrerenderOptions) {
  const entry = (await import(
    pathToFileURL(join(serverDir, 'entry-server.js')).href
  )) as ServerEntry;
  const manifest = JSON.parse(
    await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  // Every stylesheet of the build, by file: the candidates for a page's inline styles.
  const css = new Map<string, string>();
  for (const file of new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))) {
    css.set(file, (await readFile(join(outDir, file), 'utf8')).trim());
  }
  const inlined = new Set<string>();
  const assetsOf = (page: PrerenderedPage): PageAssets => {
    // The page's script loads the app (src/entry.ts → main.tsx), the app the page's routes.
    const keys = [
      'index.html',
      ...(manifest['index.html']?.dynamicImports ?? []),
      ...page.routeIds.flatMap((id) => routeChunkKey(manifest, id) ?? []),
    ];
    const files = filesOf(manifest, keys);
    const stylesheets = [...files.css, ...stylesheetsFor(page.markup, css, files.css)];
    const styles = stylesheets.map((file) => {
      inlined.add(file);
      return { href: `/${file}`, css: css.get(file)! };
    });
    // A page with content (a public page, the login form's preview) is on screen before its
    // script runs, which waits for that paint; a page with nothing to show until the app
    // renders it is better served by every script it needs at once, in parallel, than by the
    // app discovering them one level at a time.
    const preloads = page.markup
      ? []
      : files.js.filter((file) => !template.includes(file)).map((file) => `/${file}`);
    return { styles, preloads };
  };
  const write = async (file: string, html: string) => {
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), html);
  };

  const pages: PrerenderedPage[] = [];
  for (const path of paths) {
    const page = await entry.prerenderPage(path);
    if (page.status !== 200) throw new Error(`prerender: ${path} answered ${page.status}`);
    pages.push(page);
    await write(htmlFileFor(path), pageHtml(template, page, assetsOf(page), path));
  }
  for (const lang of ['ru', 'kk'] as const) {
    const page = await entry.prerenderNotFound(lang);
    if (page.status !== 404)
      throw new Error(`prerender: the ${lang} 404 page answered ${page.status}`);
    const file = lang === 'ru' ? '404.html' : 'kk/404.html';
    await write(file, pageHtml(template, page, assetsOf(page), null));
  }
  await write('sitemap.xml', sitemapXml(pages));
  await write('robots.txt', robotsTxt(origin));
  return { styleHashes: [...inlined].map((file) => styleHash(css.get(file)!)) };
}
