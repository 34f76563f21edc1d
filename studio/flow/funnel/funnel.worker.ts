// A funnel file (Faro NDJSON, sandbox records, a Loki export) counted off the page's thread,
// streamed through the same code as `npm run funnel` (studio/funnel): the file is read in
// chunks, never whole, and the page hears how far the reading is.
import {
  FunnelCounter,
  FunnelTee,
  type Funnel,
  type FunnelFilters,
  type FunnelStats,
} from '../../funnel/core';
import { lineSplitter } from '../../funnel/lines';
import { readLine } from '../../../contract/telemetry-export/parse';

/** A file and the filters of each funnel to count from it (two to compare, read once). */
export interface CountRequest {
  file: Blob;
  filters: readonly FunnelFilters[];
}

export type CountAnswer =
  | { kind: 'progress'; read: number; total: number }
  | { kind: 'done'; funnels: Funnel[]; stats: FunnelStats; bytes: number; ms: number }
  | { kind: 'failed'; message: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CountRequest>) => void) | null;
  postMessage(answer: CountAnswer): void;
};

/** How often the page hears of the progress (ms): often enough for a bar, cheap for the count. */
const PROGRESS_EVERY = 50;

export async function countBlob(
  file: Blob,
  filters: readonly FunnelFilters[],
  onProgress: (read: number) => void = () => undefined,
): Promise<{ funnels: Funnel[]; stats: FunnelStats; bytes: number }> {
  const counters = filters.map((each) => new FunnelCounter(each));
  const sink = new FunnelTee(counters);
  const splitter = lineSplitter((line) => readLine(sink, line));
  const decoder = new TextDecoder();
  const reader = file.stream().getReader();
  let read = 0;
  let told = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
    splitter.push(decoder.decode(value, { stream: true }));
    const now = performance.now();
    if (now - told >= PROGRESS_EVERY) {
      told = now;
      onProgress(read);
    }
  }
  splitter.push(decoder.decode());
  splitter.end();
  onProgress(read);
  return {
    funnels: counters.map((counter) => counter.result()),
    stats: sink.stats,
    bytes: read,
  };
}

scope.onmessage = (event) => {
  const { file, filters } = event.data;
  const started = performance.now();
  countBlob(file, filters, (read) =>
    scope.postMessage({ kind: 'progress', read, total: file.size }),
  ).then(
    (counted) => scope.postMessage({ kind: 'done', ...counted, ms: performance.now() - started }),
    (error: unknown) =>
      scope.postMessage({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      }),
  );
};
