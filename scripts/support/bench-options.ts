// The command lines of the measuring scripts (`npm run next-screen`, `npm run inp`,
// `npm run lighthouse`): --help, and bad usage exiting 2 with the script's help, as QA's tools
// do. The two phone benchmarks take the same options: how many journeys, in which languages,
// the target, a server already running, JSON out.
import { parseArgs } from 'node:util';
import type { Lang } from '../../tests/e2e/support/journey.ts';
import { startServedBuild, type ServedBuild } from './served-build.ts';

export interface BenchOptions {
  runs: number;
  langs: Lang[];
  targetMs: number;
  /**
   * A phone to emulate, as Lighthouse's benchmark index: each journey's CPU slowdown is then this
   * machine's index over it, not the fixed 4×.
   */
  phoneIndex: number | undefined;
  /** A server already running; undefined: start `npm run serve` (served-build.ts). */
  url: string | undefined;
  json: boolean;
}

/** The options' lines of a benchmark's --help, after what both do before each journey. */
export const BENCH_OPTIONS_HELP = `Before each journey it measures the machine unthrottled (Lighthouse's benchmark index, about a
second) and ends with the median and the phone the slowdown made of it: at a fixed 4x the same
build's figures move with the machine's speed (--phone-index keeps the phone fixed instead).

  --runs N        journeys per language (default 3)
  --lang LIST     languages, comma-separated: ru, kk (default ru,kk)
  --target-ms N   the target in ms (default 100)
  --phone-index N slow the CPU so that this machine is a phone of that Lighthouse benchmark
                  index (264 a low-tier phone, 1000 a mid-tier one), measured before each
                  journey, instead of a fixed 4x (as DevTools' CPU calibration does)
  --url URL       measure a server already running (default: start npm run serve on PORT,
                  SANDBOX_PORT, as it does; SERVE_SKIP_BUILD=1 serves the dist/ there)
  --json          print the results as JSON instead of tables (progress goes to stderr)
  --help          this text`;

type OptionSpec = Record<string, { type: 'string' | 'boolean' }>;

/**
 * A measuring script's command line: `--help` prints `help` and exits 0; an unknown option or a
 * value refused by the script (`usage`) prints why and the help, and exits 2.
 */
export function parseCli(name: string, help: string, options: OptionSpec, args: string[]) {
  const usage = (message: string): never => {
    console.error(`${name}: ${message}\n\n${help}`);
    process.exit(2);
  };
  let values: Record<string, string | boolean | undefined> = {};
  try {
    values = parseArgs({ args, options: { ...options, help: { type: 'boolean' } } }).values;
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(help);
    process.exit(0);
  }
  const whole = (option: string, fallback: number, min: number) => {
    const raw = values[option];
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min)
      usage(`--${option} must be a whole number ≥ ${min}`);
    return value;
  };
  const url = (option: string) => {
    const raw = values[option];
    if (typeof raw !== 'string') return undefined;
    const protocol = URL.canParse(raw) ? new URL(raw).protocol : '';
    if (protocol !== 'http:' && protocol !== 'https:')
      usage(`--${option}: not an http or https URL: ${raw}`);
    return raw;
  };
  return { values, usage, whole, url };
}

export function parseBenchOptions(name: string, help: string, args = process.argv.slice(2)) {
  const { values, usage, whole, url } = parseCli(
    name,
    help,
    {
      runs: { type: 'string' },
      lang: { type: 'string' },
      'target-ms': { type: 'string' },
      'phone-index': { type: 'string' },
      url: { type: 'string' },
      json: { type: 'boolean' },
    },
    args,
  );
  const langs: Lang[] = [];
  for (const lang of String(values.lang ?? 'ru,kk').split(',')) {
    if (lang !== 'ru' && lang !== 'kk') usage(`--lang: no language ${lang}`);
    else langs.push(lang);
  }
  return {
    runs: whole('runs', 3, 1),
    langs,
    targetMs: whole('target-ms', 100, 1),
    phoneIndex: values['phone-index'] === undefined ? undefined : whole('phone-index', 0, 1),
    url: url('url'),
    json: values.json === true,
  } satisfies BenchOptions;
}

/** Progress and tables go to stdout, or to stderr when stdout carries the JSON. */
export function progressOf(options: Pick<BenchOptions, 'json'>): (line: string) => void {
  return (line) => (options.json ? process.stderr : process.stdout).write(`${line}\n`);
}

/** The server to measure (`url`, or `npm run serve` started); one that cannot start exits 2. */
export async function servedOrExit(name: string, url: string | undefined): Promise<ServedBuild> {
  try {
    return await startServedBuild(url);
  } catch (error) {
    console.error(`${name}: ${(error as Error).message}`);
    process.exit(2);
  }
}
