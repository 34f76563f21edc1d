// The options both phone benchmarks take (`npm run next-screen`, `npm run inp`): how many
// journeys, in which languages, the target, a server already running, JSON out. Bad usage
// exits 2 with the benchmark's help, as QA's tools do.
import { parseArgs } from 'node:util';
import type { Lang } from '../../tests/e2e/support/journey.ts';

export interface BenchOptions {
  runs: number;
  langs: Lang[];
  targetMs: number;
  /** A server already running; undefined: start `npm run serve` (served-build.ts). */
  url: string | undefined;
  json: boolean;
}

/** The options' lines of a benchmark's --help. */
export const BENCH_OPTIONS_HELP = `  --runs N        journeys per language (default 3)
  --lang LIST     languages, comma-separated: ru, kk (default ru,kk)
  --target-ms N   the target in ms (default 100)
  --url URL       measure a server already running (default: start npm run serve on PORT,
                  SANDBOX_PORT, as it does; SERVE_SKIP_BUILD=1 serves the dist/ there)
  --json          print the results as JSON instead of tables (progress goes to stderr)
  --help          this text`;

export function parseBenchOptions(name: string, help: string, args = process.argv.slice(2)) {
  const usage = (message: string): never => {
    console.error(`${name}: ${message}\n\n${help}`);
    process.exit(2);
  };
  let values: Record<string, string | boolean | undefined> = {};
  try {
    values = parseArgs({
      args,
      options: {
        runs: { type: 'string' },
        lang: { type: 'string' },
        'target-ms': { type: 'string' },
        url: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }).values;
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
  const langs: Lang[] = [];
  for (const lang of String(values.lang ?? 'ru,kk').split(',')) {
    if (lang !== 'ru' && lang !== 'kk') usage(`--lang: no language ${lang}`);
    else langs.push(lang);
  }
  const url = typeof values.url === 'string' ? values.url : undefined;
  if (url !== undefined && !URL.canParse(url)) usage(`--url: not a URL: ${url}`);
  return {
    runs: whole('runs', 3, 1),
    langs,
    targetMs: whole('target-ms', 100, 1),
    url,
    json: values.json === true,
  } satisfies BenchOptions;
}

/** Progress and tables go to stdout, or to stderr when stdout carries the JSON. */
export function progressOf(options: Pick<BenchOptions, 'json'>): (line: string) => void {
  return (line) => (options.json ? process.stderr : process.stdout).write(`${line}\n`);
}
