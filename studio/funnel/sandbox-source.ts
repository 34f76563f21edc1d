// The sandbox's telemetry collector as a source: GET <base>/sandbox/telemetry answers every
// Faro payload received so far (sandbox/handlers/telemetry.ts). Uses fetch only, so the flow
// view can read the live sandbox with it too.
import { readRecord, type JourneySink } from '../../contract/telemetry-export/parse';

export const SANDBOX_TELEMETRY_PATH = '/sandbox/telemetry';

export class SourceError extends Error {}

/** Reads the collector's payloads into the counter; throws SourceError when it cannot. */
export async function readSandbox(
  counter: JourneySink,
  base: string,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  const url = new URL(SANDBOX_TELEMETRY_PATH, base.endsWith('/') ? base : `${base}/`);
  let body: unknown;
  try {
    const response = await fetcher(url);
    if (!response.ok) throw new SourceError(`${url} answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof SourceError) throw error;
    throw new SourceError(`cannot read ${url}: ${(error as Error).message}`);
  }
  const collect = (body as { collect?: unknown }).collect;
  if (!Array.isArray(collect)) {
    throw new SourceError(`${url} is not a sandbox telemetry collector (no "collect" list)`);
  }
  for (const record of collect) {
    counter.stats.lines++;
    if (!readRecord(counter, record)) counter.badLine('not a Faro payload');
  }
}
