// npm run funnel -- --from SOURCE [--json|--csv] [filters] [--compare --a FILTERS --b FILTERS]
// The funnel of applicants' journeys (docs/telemetry.md) from the sandbox's collector, an NDJSON
// file of Faro payloads, or faro.receiver logs exported from Loki; or two funnels of the same
// source side by side. Files are streamed line by line: memory holds the journey events, never
// the file.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import {
  isJourneyVia,
  isTelemetryDevice,
  isTelemetryLang,
  JOURNEY_VIAS,
  UTM_SOURCE_PATTERN,
} from '../../contract';
import { FunnelCounter, FunnelTee, type FunnelFilters } from './core';
import { readLine, type JourneySink } from '../../contract/telemetry-export/parse';
import { readSandbox, SourceError } from './sandbox-source';
import { funnelNodesCsv, funnelTable, statsLine } from './table';
import { compareFunnels } from './compare';
import { comparisonCsv, comparisonTable } from './compare-output';

export const HELP = `npm run funnel -- --from SOURCE [options]

The funnel of applicants' journeys through the journey nodes (docs/telemetry.md): per node,
how many entered, moved on and stopped, the time to move on, and why those who stopped there
stopped (the last thing the machine met on the node). With --compare, two funnels side by side.

SOURCE
  http://HOST:PORT   a sandbox (npm run sandbox / npm run serve): its telemetry collector
  FILE               NDJSON, one Faro collector payload per line (the sandbox's records too),
                     or Grafana Alloy faro.receiver logs from Loki
                     (logcli query --output=jsonl, or --output=raw); '-' reads stdin

Output
  (default)          tables for the terminal
  --json             the funnel as JSON ({"journeys","nodes","edges"}), or the comparison
  --csv              the funnel's rows as CSV, or the comparison's (RFC 4180)

Filters (for the whole count)
  --since ISO        leave out events before this time (inclusive bound)
  --until ISO        leave out events at or after this time
  --lang ru|kk       only journeys that started in this language
  --device mobile|tablet|desktop
                     only journeys that started on this kind of device
  --app-version V    only journeys that started in this version of the app
  --utm SOURCE       only journeys whose marketing record's utm_source is SOURCE
  --via handoff      only the phones' sessions opened from the photo step's offer to continue
                     on the phone (left out otherwise: each is an applicant counted already)

Comparison
  --compare          A against B: for each node and move both sides' counts, each share with
                     its 95% interval (Wilson), B − A and whether it is significant (pooled
                     two-proportion z-test, p < 0.05; under 30 journeys a side: too few), median
                     and p90 time to move on, each side's largest drop-off and slowest step
  --a FILTERS        side A, --b FILTERS side B: comma-separated key=value of the filters above
                     (since, until, lang, device, app-version, utm, via), on top of the
                     whole count's. Two periods:
                       --compare --a since=2026-11-01,until=2026-11-08 \\
                                 --b since=2026-11-08,until=2026-11-15
                     Two cohorts: --compare --a lang=ru --b lang=kk

  --help             this text

Exit codes: 0 counted (bad lines are reported on stderr, never fatal); 2 bad arguments or a
source that cannot be read.`;

export class UsageError extends Error {}

type Format = 'table' | 'json' | 'csv';

export interface CliOptions {
  from: string;
  format: Format;
  filters: FunnelFilters;
  /** With --compare: A's and B's filters (the whole count's with each side's on top). */
  compare?: { a: FunnelFilters; b: FunnelFilters; labels: { a: string; b: string } };
}

/** The filters' values as written, by the names of the options (without --). */
type FilterWords = Partial<
  Record<'since' | 'until' | 'lang' | 'device' | 'app-version' | 'utm' | 'via', string>
>;

const FILTER_NAMES: readonly (keyof FilterWords)[] = [
  'since',
  'until',
  'lang',
  'device',
  'app-version',
  'utm',
  'via',
];

function time(name: string, value: string): number {
  const at = Date.parse(value);
  if (Number.isNaN(at)) throw new UsageError(`${name} ${value}: not an ISO date or time`);
  return at;
}

/** The filters of `words`, each checked; `where` names them in a message (--lang, --a lang). */
function filtersOf(words: FilterWords, where: (name: string) => string): FunnelFilters {
  const filters: FunnelFilters = {};
  const { since, until, lang, device, via, utm } = words;
  const version = words['app-version'];
  if (since !== undefined) filters.since = time(where('since'), since);
  if (until !== undefined) filters.until = time(where('until'), until);
  if (lang !== undefined) {
    if (!isTelemetryLang(lang)) throw new UsageError(`${where('lang')} ${lang}: ru or kk`);
    filters.lang = lang;
  }
  if (device !== undefined) {
    if (!isTelemetryDevice(device)) {
      throw new UsageError(`${where('device')} ${device}: mobile, tablet or desktop`);
    }
    filters.device = device;
  }
  if (via !== undefined) {
    if (!isJourneyVia(via)) {
      throw new UsageError(`${where('via')} ${via}: ${JOURNEY_VIAS.join(' or ')}`);
    }
    filters.via = via;
  }
  if (utm !== undefined) {
    if (!UTM_SOURCE_PATTERN.test(utm)) {
      throw new UsageError(`${where('utm')} ${utm}: letters, digits, _ . - (64 at most)`);
    }
    filters.utm = utm;
  }
  if (version !== undefined) {
    if (version === '') throw new UsageError(`${where('app-version')}: empty`);
    filters.version = version;
  }
  return filters;
}

/** A side of the comparison: `key=value,key=value`. */
function sideWords(option: '--a' | '--b', text: string): FilterWords {
  const words: FilterWords = {};
  for (const pair of text.split(',')) {
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals).trim();
    if (equals === -1 || !(FILTER_NAMES as readonly string[]).includes(name)) {
      throw new UsageError(
        `${option} ${text}: "${pair}" is not key=value with a key of ${FILTER_NAMES.join(', ')}`,
      );
    }
    words[name as keyof FilterWords] = pair.slice(equals + 1).trim();
  }
  return words;
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
        csv: { type: 'boolean', default: false },
        since: { type: 'string' },
        until: { type: 'string' },
        lang: { type: 'string' },
        device: { type: 'string' },
        'app-version': { type: 'string' },
        utm: { type: 'string' },
        via: { type: 'string' },
        compare: { type: 'boolean', default: false },
        a: { type: 'string' },
        b: { type: 'string' },
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
  if (values.json && values.csv) throw new UsageError('--json and --csv: choose one');
  const whole: FilterWords = {};
  for (const name of FILTER_NAMES) {
    const value = values[name];
    if (value !== undefined) whole[name] = value;
  }
  const filters = filtersOf(whole, (name) => `--${name}`);
  const format: Format = values.json ? 'json' : values.csv ? 'csv' : 'table';
  const options: CliOptions = { from: values.from, format, filters };
  if (!values.compare) {
    if (values.a !== undefined || values.b !== undefined) {
      throw new UsageError('--a and --b name the sides of --compare');
    }
    return options;
  }
  if (values.a === undefined || values.b === undefined) {
    throw new UsageError('--compare needs both sides: --a FILTERS and --b FILTERS');
  }
  const side = (option: '--a' | '--b', text: string) => {
    const words = { ...whole, ...sideWords(option, text) };
    return filtersOf(words, (name) => `${option} ${name}`);
  };
  options.compare = {
    a: side('--a', values.a),
    b: side('--b', values.b),
    labels: { a: values.a, b: values.b },
  };
  return options;
}

const isUrl = (source: string) => /^https?:\/\//i.test(source);

/** Reads a file (or stdin for '-') line by line into the counter. */
export async function readFile(counter: JourneySink, path: string): Promise<void> {
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

/** Counts the source into one counter a set of filters. */
export async function countSource(
  from: string,
  filters: readonly FunnelFilters[],
): Promise<FunnelCounter[]> {
  const counters = filters.map((each) => new FunnelCounter(each));
  const sink = counters.length === 1 ? (counters[0] as FunnelCounter) : new FunnelTee(counters);
  if (isUrl(from)) await readSandbox(sink, from);
  else await readFile(sink, from);
  return counters;
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
  const { compare, format } = options;
  let counters: FunnelCounter[];
  try {
    counters = await countSource(
      options.from,
      compare ? [compare.a, compare.b] : [options.filters],
    );
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    err(`funnel: ${error.message}\n`);
    return 2;
  }
  const [first, second] = counters as [FunnelCounter, FunnelCounter | undefined];
  const stats = statsLine(first.stats, options.filters.via);
  if (compare && second) {
    const comparison = compareFunnels(first.result(), second.result());
    if (format === 'json')
      out(`${JSON.stringify({ labels: compare.labels, ...comparison }, null, 2)}\n`);
    else if (format === 'csv') out(comparisonCsv(comparison));
    else out(`${comparisonTable(comparison, compare.labels)}\n`);
    err(`funnel: ${stats}\n`);
    return 0;
  }
  const funnel = first.result();
  if (format === 'table') {
    out(`${funnelTable(funnel, first.stats, options.filters.via)}\n`);
    return 0;
  }
  if (format === 'json') out(`${JSON.stringify(funnel, null, 2)}\n`);
  else out(funnelNodesCsv(funnel));
  err(`funnel: ${stats}\n`);
  return 0;
}

const invoked = process.argv[1] ?? '';
if (invoked.endsWith('cli.ts') && invoked.includes('funnel')) {
  process.exitCode = await main(process.argv.slice(2));
}
