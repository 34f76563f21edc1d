// Every page's first paint in the first round trip (issue 31): a new connection's first flight
// carries about 14 KB (TCP's initial window of 10 segments), and the HTML has to fit in it with
// the answer's headers, or a phone waits one more round trip before it can paint anything. The
// build fails naming each prerendered page whose HTML, brotli-compressed as nginx sends it,
// exceeds the budget.
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Bytes of a page's HTML, brotli (the .br file the build writes), decimal KB as HTTP tools count. */
export const PAGE_HTML_BUDGET_BYTES = 12_000;

export interface PageSize {
  /** The HTML file, relative to the output folder (`kk/about.html`). */
  page: string;
  brotliBytes: number;
}

/** The brotli size of every HTML file under the output folder (its .br copy, or the file itself when too small to have one). */
export async function pageSizes(outDir: string): Promise<PageSize[]> {
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  const sizes: PageSize[] = [];
  for (const entry of pages) {
    const file = join(entry.parentPath, entry.name);
    const compressed = await stat(`${file}.br`).catch(() => stat(file));
    sizes.push({ page: relative(outDir, file).split(sep).join('/'), brotliBytes: compressed.size });
  }
  return sizes.sort((a, b) => a.page.localeCompare(b.page));
}

/** What a failed build says: each page over the budget, largest first; null when all fit. */
export function overBudget(
  sizes: PageSize[],
  budget: number = PAGE_HTML_BUDGET_BYTES,
): string | null {
  const over = sizes.filter((size) => size.brotliBytes > budget);
  if (over.length === 0) return null;
  const lines = over
    .sort((a, b) => b.brotliBytes - a.brotliBytes)
    .map((size) => `  ${size.page}: ${size.brotliBytes} bytes`);
  return (
    `A page's HTML must fit the first round trip: at most ${budget} bytes brotli ` +
    `(scripts/build/page-budget.ts). Over it:\n${lines.join('\n')}`
  );
}
