// npm run funnel -- --from SOURCE [--json] [--since ISO] [--until ISO] [--lang ru|kk]
//   [--device mobile|tablet|desktop] [--via handoff]
// The funnel of applicants' journeys (docs/telemetry.md) from the sandbox's collector, an NDJSON
// file of Faro payloads, or faro.receiver logs exported from Loki. Files are streamed line by
// line: memory holds the journey events, never the file.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { isJourneyVia, isTelemetryDevice, isTelemetryLang, JOURNEY_VIAS } from '../../contract';
import { FunnelCounter, type FunnelFilters } from './core';
import { readLine } from '../../contract/telemetry-export/parse';
import { readSandbox, SourceError } from './sandbox-source';
import { funnelTable, statsLine } from './table';

export const HELP = `npm run funnel -- --from SOURCE [options]

The funnel of applicants' journeys through the journey nodes (docs/telemetry.md).

SOURCE
  http://HOST:PORT   a sandbox (npm run sandbox / npm run serve): its telemetry collector
  FILE               NDJSON, one Faro collector payload per line (the sandbox's records too),
                     or Grafana Alloy faro.receiver logs from Loki
                     (logcli query --output=jsonl, or --output=raw); '-' reads stdin

Options
  --json             print {"journeys","nodes","edges"} instead of the table
  --since ISO        leave out events before this time (inclusive bound)
  --until ISO        leave out events at or after this time
  --lang ru|kk       only journeys that started in this language
  --device mobile|tablet|desktop
                     only journeys that started on this kind of device
  --via handoff      only the phones' sessions opened from the photo step's offer to continue
                     on the phone (left out otherwise: each is an applicant counted already)
  --help             this text

Exit codes: 0 counted (bad lines are reported on stderr, never fatal); 2 bad arguments or a
source that cannot be read.`;

export class UsageError extends Error {}

export interface CliOptions {
  from: string;
  json: boolean;
  filters: FunnelFilters;
}

function time(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const at = Date.parse(value);
  if (Number.isNaN(at)) throw new UsageError(`--${name} ${value}: not an ISO date or time`);
  return at;
}

/** The command line read; null for --help. */
export function parseCli(argv: string[]): CliOptions | null {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        from: { type: 'string' },
        json: { type: 'boolean', default: false },
        since: { type: 'string' },
        until: { type: 'string' },
        lang: { type: 'string' },
        device: { type: 'string' },
        via: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return null;
  if (!values.from) throw new UsageError('--from SOURCE is required (a sandbox URL or a file)');
  const filters: FunnelFilters = {};
  const since = time('since', values.since);
  const until = time('until', values.until);
  if (since !== undefined) filters.since = since;
  if (until !== undefined) filters.until = until;
  if (values.lang !== undefined) {
    if (!isTelemetryLang(values.lang)) throw new UsageError(`--lang ${values.lang}: ru or kk`);
    filters.lang = values.lang;
  }
  if (values.device !== undefined) {
    if (!isTelemetryDevice(values.device)) {
      throw new UsageError(`--device ${values.device}: mobile, tablet or desktop`);
    }
    filters.device = values.device;
  }
  if (values.via !== undefined) {
    if (!isJourneyVia(values.via)) {
      throw new UsageError(`--via ${values.via}: ${JOURNEY_VIAS.join(' or ')}`);
    }
    filters.via = values.via;
  }
  return { from: values.from, json: values.json, filters };
}

const isUrl = (source: string) => /^https?:\/\//i.test(source);

/** Reads a file (or stdin for '-') line by line into the counter. */
export async function readFile(counter: FunnelCounter, path: string): Promise<void> {
  let input: NodeJS.ReadableStream;
  if (path === '-') {
    input = process.stdin;
  } else {
    try {
      const info = await stat(path);
      if (!info.isFile()) throw new SourceError(`${path} is not a file`);
    } catch (error) {
      if (error instanceof SourceError) throw error;
      throw new SourceError(
        `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      );
    }
    input = createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 });
  }
  await new Promise<void>((resolve, reject) => {
    const lines = createInterface({ input, crlfDelay: Infinity });
    lines.on('line', (line) => readLine(counter, line));
    lines.on('close', resolve);
    input.on('error', (error: Error) =>
      reject(new SourceError(`cannot read ${path}: ${error.message}`)),
    );
  });
}

export async function countSource(options: CliOptions): Promise<FunnelCounter> {
  const counter = new FunnelCounter(options.filters);
  if (isUrl(options.from)) await readSandbox(counter, options.from);
  else await readFile(counter, options.from);
  return counter;
}

export async function main(
  argv: string[],
  out: (text: string) => void = (text) => process.stdout.write(text),
  err: (text: string) => void = (text) => process.stderr.write(text),
): Promise<number> {
  let options: CliOptions | null;
  try {
    options = parseCli(argv);
  } catch (error) {
    err(`funnel: ${(error as Error).message}\n\n${HELP}\n`);
    return 2;
  }
  if (!options) {
    out(`${HELP}\n`);
    return 0;
  }
  let counter: FunnelCounter;
  try {
    counter = await countSource(options);
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    err(`funnel: ${error.message}\n`);
    return 2;
  }
  const funnel = counter.result();
  if (options.json) {
    out(`${JSON.stringify(funnel, null, 2)}\n`);
    err(`funnel: ${statsLine(counter.stats, options.filters.via)}\n`);
  } else {
    out(`${funnelTable(funnel, counter.stats, options.filters.via)}\n`);
  }
  return 0;
}

const invoked = process.argv[1] ?? '';
if (invoked.endsWith('cli.ts') && invoked.includes('funnel')) {
  process.exitCode = await main(process.argv.slice(2));
}
