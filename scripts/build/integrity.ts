// Subresource Integrity (issue 27): the browser runs a script or applies a stylesheet of this
// site only if its bytes are the ones the build wrote. One job: after every HTML file is written,
// give each <script src>, <link rel=modulepreload> and <link rel=stylesheet> that names a built
// file its sha384 `integrity`. No import map of the other chunks' integrity (issue 31): its
// hashes, about 7 KB brotli that no compression shrinks, pushed every page past the first round
// trip of a new connection, for files served from the same origin as the HTML that names them
// (docs/deploy.md, "Subresource Integrity", says what is covered and why).
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

const SUBRESOURCE = /\.(js|css)$/;

function sha384(content: Buffer): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
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
    hashes.set(url, sha384(await readFile(file)));
  }
  return hashes;
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
 * A page's HTML with `integrity` on every tag that loads a built script or stylesheet. Throws on
 * a tag naming a file the build did not write: a page that loads something unverifiable is a
 * failed build.
 */
export function withIntegrity(html: string, hashes: Map<string, string>): string {
  return html.replace(TAG, (tag, name: string) => {
    const url = loadedBy(tag, name);
    if (!url || /\sintegrity=/.test(tag)) return tag;
    const hash = hashes.get(url);
    if (!hash) throw new Error(`integrity: ${url} is named by a page but is no file of the build`);
    return tag.replace(/\s*\/?>$/, (end) => ` integrity="${hash}"${end}`);
  });
}

/** Marks every HTML file of the build. */
export async function addIntegrity(outDir: string): Promise<void> {
  const hashes = await integrityOf(outDir);
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  for (const entry of entries.filter((item) => item.isFile() && item.name.endsWith('.html'))) {
    const file = join(entry.parentPath, entry.name);
    await writeFile(file, withIntegrity(await readFile(file, 'utf8'), hashes));
  }
}
