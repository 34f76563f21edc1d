// Subresource Integrity (issue 27): the browser runs a script or applies a stylesheet of this
// site only if its bytes are the ones the build wrote. One job: after every HTML file is written,
// give each <script src>, <link rel=modulepreload> and <link rel=stylesheet> that names a built
// file its sha384 `integrity`, and put an import map with the integrity of every built script in
// each page, so the chunks the app imports later (routes, features, the preload helper's
// modulepreloads) are checked too where browsers support import-map integrity (Chromium 127+,
// Safari 18+, Firefox 138+). What stays unchecked: the stylesheets Vite's preload helper adds for
// a lazily loaded route (no platform mechanism gives a dynamically created <link> an integrity
// unless the code sets it) and the liveness provider's script, which is another party's file and
// changes without our build.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

const SUBRESOURCE = /\.(js|css)$/;

function sha(algorithm: 'sha256' | 'sha384', content: string | Buffer): string {
  return `${algorithm}-${createHash(algorithm).update(content).digest('base64')}`;
}

/** `/assets/x.js` → its `sha384-…`, for every script and stylesheet under the output folder. */
export async function integrityOf(outDir: string): Promise<Map<string, string>> {
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && SUBRESOURCE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const hashes = new Map<string, string>();
  for (const file of files.sort()) {
    const url = `/${relative(outDir, file).split(sep).join('/')}`;
    hashes.set(url, sha('sha384', await readFile(file)));
  }
  return hashes;
}

/**
 * The import map giving the integrity of every built script the page does not load itself:
 * what its own tags load carries an attribute already, and a module is fetched once per page.
 */
export function integrityImportMap(hashes: Map<string, string>, loadedByTags: Set<string>): string {
  const integrity = Object.fromEntries(
    [...hashes].filter(([url]) => url.endsWith('.js') && !loadedByTags.has(url)),
  );
  return `<script type="importmap">${JSON.stringify({ integrity })}</script>`;
}

const TAG = /<(script|link)\b[^>]*>/g;

/** The built file a tag loads (a script, module preload or stylesheet), or null. */
function loadedBy(tag: string, name: string): string | null {
  const isLoader =
    name === 'script' ? /\ssrc="/.test(tag) : /\srel="(modulepreload|stylesheet)"/.test(tag);
  if (!isLoader) return null;
  const url = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1];
  return url && url.startsWith('/') && !url.startsWith('//') ? url : null;
}

/**
 * A page's HTML with `integrity` on every tag that loads a built script or stylesheet, and the
 * import map for the rest right before the first module the page loads (an import map must
 * come before module loading starts). Also returns the map's inline text, for the CSP. Throws
 * on a tag naming a file the build did not write: a page that loads something unverifiable is
 * a failed build.
 */
export function withIntegrity(
  html: string,
  hashes: Map<string, string>,
): { html: string; importMap: string | null } {
  const loaded = new Set<string>();
  const marked = html.replace(TAG, (tag, name: string) => {
    const url = loadedBy(tag, name);
    if (!url || /\sintegrity=/.test(tag)) return tag;
    const hash = hashes.get(url);
    if (!hash) throw new Error(`integrity: ${url} is named by a page but is no file of the build`);
    loaded.add(url);
    return tag.replace(/\s*\/?>$/, (end) => ` integrity="${hash}"${end}`);
  });
  const firstModule = marked.search(/<script type="module"|<link rel="modulepreload"/);
  if (firstModule < 0) return { html: marked, importMap: null };
  const importMap = integrityImportMap(hashes, loaded);
  return {
    html: `${marked.slice(0, firstModule)}${importMap}\n    ${marked.slice(firstModule)}`,
    importMap,
  };
}

/** Marks every HTML file of the build; returns the import maps' CSP hashes (script-src). */
export async function addIntegrity(outDir: string): Promise<{ scriptHashes: string[] }> {
  const hashes = await integrityOf(outDir);
  const scriptHashes = new Set<string>();
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  for (const entry of entries.filter((item) => item.isFile() && item.name.endsWith('.html'))) {
    const file = join(entry.parentPath, entry.name);
    const { html, importMap } = withIntegrity(await readFile(file, 'utf8'), hashes);
    await writeFile(file, html);
    const inline = importMap && /^<script type="importmap">([\s\S]*)<\/script>$/.exec(importMap);
    if (inline) scriptHashes.add(sha('sha256', inline[1]!));
  }
  return { scriptHashes: [...scriptHashes].sort() };
}
