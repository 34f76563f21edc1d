// Issue 31: a prerendered page's HTML fits the first round trip of a new connection, at most
// 12 KB brotli as nginx sends it; a build whose page would not fit fails, naming the page.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { overBudget, pageSizes } from '../../../scripts/build/page-budget';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A page and its .br copy as the build writes them. */
async function page(path: string, html: string) {
  await mkdir(join(dir, path, '..'), { recursive: true });
  await writeFile(join(dir, path), html);
  const br = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  await writeFile(join(dir, `${path}.br`), br);
}

/** Text brotli cannot shrink: base64 of random bytes, as hashes are. */
const noise = (bytes: number) =>
  Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString('base64');

describe('the page budget', () => {
  it('passes pages that fit and names each one over it with its size', async () => {
    dir = await mkdtemp(join(tmpdir(), 'page-budget-'));
    await page('index.html', `<html><body>${'<p>Заём</p>'.repeat(2000)}</body></html>`);
    await page('kk/about.html', `<html><body>${noise(12_500)}</body></html>`);
    await writeFile(join(dir, 'tiny.html'), '<html></html>');
    const sizes = await pageSizes(dir);
    expect(sizes.map((size) => size.page)).toEqual(['index.html', 'kk/about.html', 'tiny.html']);
    expect(sizes.find((size) => size.page === 'tiny.html')!.brotliBytes).toBe(13);
    const message = overBudget(sizes);
    expect(message).toMatch(/at most 12000 bytes brotli/);
    expect(message).toContain('kk/about.html: ');
    expect(message).not.toContain('index.html: ');
    expect(overBudget(sizes.filter((size) => size.page !== 'kk/about.html'))).toBeNull();
  });
});
