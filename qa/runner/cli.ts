// `npm run paths -- --run`: QA's paths walked in Chromium against an environment (USAGE).
// scripts/paths.ts hands --run here with what lives outside qa/: the browser's launch options
// and a way to start the served build.
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type LaunchOptions } from 'playwright-core';
import {
  closeNames,
  qaPaths,
  scenarioJourneys,
  TARGET_NAMES,
  type Lang,
  type QaPath,
} from '../paths/qa-paths';
import { consoleOutput, usageFailure, UsageError, type Output } from '../cli';
import { loadEnvironment, type Environment } from '../environments/schema';
import { journeyCoverage, journeyCoverageLine } from './coverage';
import { writeReport } from './report';
import { followedInWords } from './walk';
import { runPaths } from './run';
import { inShard, parseShard, type Shard } from './shard';

export const DEFAULT_ENV = 'qa/environments/sandbox.json';
export const DEFAULT_REPORT = '.qa/report';

const JOURNEY_NAMES = scenarioJourneys('ru').map((journey) => journey.target);

export const USAGE = `Usage: npm run paths -- --run [options]

Walks the paths of \`npm run paths\` in Chromium, as an applicant would, and checks that every
screen shows the route, heading and words SPEC.md gives it (qa/paths/qa-paths.ts).

Options:
  --base-url URL   the site to test (default: an environment with "serve": true, such as the
                   sandbox, gets npm run serve's build and sandbox started on free ports and
                   stopped afterwards; any other its "baseUrl")
  --env FILE       the environment: applicants per scenario, SMS code, headers, time limits
                   (default ${DEFAULT_ENV}; docs/qa.md)
  --to TARGET      only this path; repeatable (default: all ${TARGET_NAMES.length}). Besides the
                   targets, journey.<scenario> walks a scenario to its end
                   (${JOURNEY_NAMES.join(', ')})
  --journeys       also walk every scenario journey to its end (then every move of the
                   journey is exercised, not only those the paths take)
  --lang ru|kk     the Russian (default) or the Kazakh site
  --workers N      paths walked at once (default 2)
  --headed         show the browser
  --shard i/n      walk the i-th of n shares of the paths (each path in one shard); join the
                   shards' reports with npm run paths -- --merge DIR… --report DIR
  --report DIR     junit.xml, index.html (screenshot of each failure) and coverage.json
                   (default ${DEFAULT_REPORT})
  -h, --help       this text

Progress goes to stderr, the summary to stdout. Exit status: 0 every path passed (or was
skipped: the environment lacks its scenario), 1 a path failed or the run could not start,
2 a usage or environment-file error.

Browser: CHROMIUM_PATH (default /usr/bin/chromium).

Examples:
  npm run paths -- --run
  npm run paths -- --run --lang kk --to personal --to signing_failed
  npm run paths -- --run --base-url http://127.0.0.1:8080
  npm run paths -- --run --env qa/environments/staging.json --report staging-report`;

export interface Site {
  base: string;
  stop: () => void;
}

export interface RunnerDeps {
  /** Chromium's launch options (playwright.config.ts chromiumLaunch). */
  launch: LaunchOptions;
  /** Starts the served build and its sandbox on free ports. */
  startSite: (progress: (line: string) => void) => Promise<Site>;
  io?: Output;
}

const OPTIONS = {
  help: { type: 'boolean', short: 'h', default: false },
  run: { type: 'boolean', default: false },
  'base-url': { type: 'string' },
  env: { type: 'string', default: DEFAULT_ENV },
  to: { type: 'string', multiple: true },
  lang: { type: 'string', default: 'ru' },
  workers: { type: 'string', default: '2' },
  headed: { type: 'boolean', default: false },
  journeys: { type: 'boolean', default: false },
  report: { type: 'string', default: DEFAULT_REPORT },
  shard: { type: 'string' },
} as const;

export interface Plan {
  paths: QaPath[];
  lang: Lang;
  workers: number;
  headed: boolean;
  baseUrl?: string;
  envFile: string;
  reportDir: string;
  shard?: Shard;
}

/** The command line as a plan; a UsageError says what is wrong. */
export function planOf(argv: string[]): Plan | 'help' {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: false }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  const { lang } = values;
  if (lang !== 'ru' && lang !== 'kk') throw new UsageError(`--lang is ru or kk, not "${lang}"`);
  const workers = Number(values.workers);
  if (!Number.isInteger(workers) || workers < 1 || workers > 16) {
    throw new UsageError(`--workers is a whole number from 1 to 16, not "${values.workers}"`);
  }
  const baseUrl = values['base-url'];
  if (baseUrl !== undefined && !/^https?:\/\/[^/]/.test(baseUrl)) {
    throw new UsageError(`--base-url must be an http(s) URL, not "${baseUrl}"`);
  }
  const known = [...TARGET_NAMES, ...JOURNEY_NAMES];
  const wanted = values.to ?? [];
  for (const target of wanted) {
    if (!known.includes(target)) {
      const close = closeNames(target, known);
      throw new UsageError(
        `no target "${target}"${close.length ? `; did you mean: ${close.join(', ')}?` : ''}`,
      );
    }
  }
  const all = [...qaPaths(lang), ...scenarioJourneys(lang)];
  const selected = all.filter((path) =>
    wanted.length
      ? wanted.includes(path.target) || (values.journeys && JOURNEY_NAMES.includes(path.target))
      : values.journeys || TARGET_NAMES.includes(path.target),
  );
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  return {
    paths: shard ? inShard(selected, shard) : selected,
    shard,
    lang,
    workers,
    headed: values.headed,
    baseUrl: baseUrl?.replace(/\/$/, ''),
    envFile: values.env,
    reportDir: values.report,
  };
}

/** The environment pointed at the site under test: `--base-url`, the served build, or its own. */
export function siteEnvironment(env: Environment, site: string | undefined): Environment {
  if (site === undefined) return env;
  // The served build answers /rest and /sandbox on the site's origin; another environment's API
  // stays where its file says.
  return { ...env, baseUrl: site, apiUrl: env.serve ? site : env.apiUrl };
}

/** Runs one command line; the exit status. */
export async function main(argv: string[], deps: RunnerDeps): Promise<number> {
  const io = deps.io ?? consoleOutput;
  let plan: Plan | 'help';
  let env: Environment;
  try {
    plan = planOf(argv);
    if (plan === 'help') {
      io.out(USAGE);
      return 0;
    }
    env = await loadEnvironment(plan.envFile);
  } catch (error) {
    return usageFailure(error, io, 'npm run paths -- --run --help');
  }

  const progress = (line: string) => io.err(`[paths ${plan.lang}] ${line}`);
  const started = Date.now();
  let site: Site | undefined;
  let browser;
  try {
    if (plan.baseUrl === undefined && env.serve) {
      progress('building and starting npm run serve on free ports…');
      site = await deps.startSite(progress);
      progress(
        `the site is at ${site.base} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
    const siteEnv = siteEnvironment(env, plan.baseUrl ?? site?.base);
    browser = await chromium.launch({ ...deps.launch, headless: !plan.headed });
    progress(
      `${plan.paths.length} ${plan.paths.length === 1 ? 'path' : 'paths'}${plan.shard ? ` (shard ${plan.shard.index}/${plan.shard.total})` : ''} against ${siteEnv.baseUrl} (${env.name}), ${plan.workers} at a time`,
    );
    const run = await runPaths({
      paths: plan.paths,
      env: siteEnv,
      envFile: plan.envFile,
      lang: plan.lang,
      workers: plan.workers,
      browser,
      reportDir: plan.reportDir,
      progress,
    });
    const coverage = journeyCoverage(plan.paths, run.cases);
    const files = await writeReport(plan.reportDir, run, coverage);
    const count = (status: string) => run.cases.filter((each) => each.status === status).length;
    const failed = run.cases.filter((each) => each.status === 'failed');
    io.out(
      `${run.cases.length} ${run.cases.length === 1 ? 'path' : 'paths'} (${plan.lang}) against ${siteEnv.baseUrl}: ${count('passed')} passed, ${failed.length} failed, ${count('skipped')} skipped in ${(run.ms / 1000).toFixed(1)} s (${((Date.now() - started) / 1000).toFixed(1)} s with the start)`,
    );
    for (const each of failed) io.out(`  FAILED ${each.target}: ${each.failure?.message}`);
    for (const each of run.cases) {
      for (const step of each.steps.filter((one) => one.followed)) {
        io.out(`  ${each.target}: ${followedInWords(step)}`);
      }
    }
    for (const each of run.cases.filter((c) => c.status === 'skipped')) {
      io.out(`  skipped ${each.target}: ${each.skipped}`);
    }
    io.out(`coverage: ${journeyCoverageLine(coverage)}`);
    io.out(`report: ${files.map((file) => relative(process.cwd(), resolve(file))).join(', ')}`);
    return failed.length > 0 ? 1 : 0;
  } catch (error) {
    io.err(`the run could not go on: ${(error as Error).message}`);
    return 1;
  } finally {
    await browser?.close().catch(() => {});
    site?.stop();
  }
}
