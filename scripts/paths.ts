/**
 * `npm run paths`: how to reach every registration step, for QA (see USAGE). The paths come
 * from qa/paths/qa-paths.ts; `npm run paths -- --run` walks them in Chromium
 * (qa/runner/cli.ts), as the browser suite's tests/e2e/paths.spec.ts does.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { AnyMachineSnapshot } from 'xstate';
import { chromiumLaunch } from '../playwright.config.ts';
import { main as runInBrowser } from '../qa/runner/cli.ts';
import { mergeMain } from '../qa/runner/merge.ts';
import { FLOW_MODELS } from '../machines/catalog/flows';
import { shortestPathsToStates, simplePathsBetween } from '../machines/graph/paths';
import type { Lang } from '../qa/paths/qa-paths';
import { readExport, realPaths, realPathsInWords } from '../qa/paths/from-telemetry';
import {
  closeNames,
  qaPaths,
  SCENARIOS,
  scenarioJourneys,
  TARGET_NAMES,
} from '../qa/paths/qa-paths';
import { pathInWords, stateInWords } from '../machines/graph/words';
import { startServedBuild } from './support/served-build.ts';

const USAGE = `Usage: npm run paths -- [options]

How to reach every step of the registration (SPEC.md §4) and every login phase in the sandbox:
the scenario IIN and phone (SANDBOX.md), then per step the route, what to do and the heading
the screen then shows. The SMS code is the phone's last four digits. The sandbox keeps an
applicant per phone: to run a path again, restart the sandbox or use another phone.

Options:
  --to <target>      only the path to this target (${TARGET_NAMES.join(', ')})
  --json             print [{ target, scenario: { iin, phone }, steps: [{ node, route, do, expect, shows }] }]
  --lang ru|kk       headings and routes of the Russian (default) or the Kazakh site
  --run              walk the paths in Chromium and report (npm run paths -- --run --help)
  --merge DIR…       join the reports of --run --shard i/n (npm run paths -- --merge --help)
  --from <export>    the paths real applicants took, from a telemetry export the funnel reads
                     (Faro NDJSON, a Loki export; '-' stdin): the --top N (10) journeys taken
                     most and the generated path that walks each, the moves no generated path
                     walks, where journeys stopped; --json, or --run to walk them (with the
                     --run options: --lang, --base-url, --env, --workers, --report, --shard)
  --states           instead: the statecharts' own paths, in state names
    --machine <id>   with --states: one machine (${[...new Set(FLOW_MODELS.map((m) => m.name))].join(', ')})
    --from <state>   with --states --to: simple paths between two states
    --events         with --states: label each move with its event
    --limit <n>      with --states --to: at most n paths (20)
  -h, --help         this text

Examples:
  npm run paths -- --to signing_failed
  npm run paths -- --json --to personal_and_passport
  npm run paths -- --states --machine registration --events
  npm run paths -- --from faro-export.ndjson --top 5 --run`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function suggest(kind: string, name: string, names: readonly string[]): never {
  const close = closeNames(name, names);
  fail(
    `No ${kind} "${name}".${close.length ? ` Did you mean: ${close.join(', ')}?` : ''}\n` +
      `Run "npm run paths -- --help" for the list.`,
  );
}

const OPTIONS = {
  help: { type: 'boolean', short: 'h', default: false },
  json: { type: 'boolean', default: false },
  lang: { type: 'string', default: 'ru' },
  to: { type: 'string' },
  states: { type: 'boolean', default: false },
  machine: { type: 'string' },
  from: { type: 'string' },
  events: { type: 'boolean', default: false },
  limit: { type: 'string', default: '20' },
} as const;

function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS }).values;
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`);
  }
}
type Values = ReturnType<typeof parse>;

const argv = process.argv.slice(2);
const startSite = () =>
  startServedBuild(undefined, {
    port: 'free',
    sandboxPort: 'free',
    outDir: '.qa/dist',
    workDir: '.qa/serve',
    quiet: true,
  });
if (argv.includes('--from') && !argv.includes('--states')) {
  process.exitCode = await fromTelemetry(argv);
} else if (argv.includes('--merge')) {
  process.exitCode = await mergeMain(argv);
} else if (argv.includes('--run')) {
  process.exitCode = await runInBrowser(argv, {
    launch: chromiumLaunch,
    // npm run serve's build in a folder of its own, on ports nobody uses, beside any other.
    startSite,
  });
} else {
  const values = parse(argv);
  if (values.help) console.log(USAGE);
  else if (values.states) printStatePaths(values);
  else printQaPaths(values);
}

function printQaPaths(values: Values) {
  if (values.lang !== 'ru' && values.lang !== 'kk')
    fail(`--lang is ru or kk, not "${values.lang}"`);
  const to = values.to;
  if (to !== undefined && !TARGET_NAMES.includes(to)) suggest('target', to, TARGET_NAMES);
  const paths = qaPaths(values.lang as Lang).filter(
    (path) => to === undefined || path.target === to,
  );
  if (values.json) {
    console.log(JSON.stringify(paths, null, 2));
    return;
  }
  console.log(
    `${paths.length} ${paths.length === 1 ? 'path' : 'paths'}. The SMS code is the last four digits of the phone.\n`,
  );
  for (const { target, scenario, steps } of paths) {
    console.log(
      `${target}: IIN ${scenario.iin} (${SCENARIOS[scenario.name].says}), phone ${scenario.phone}`,
    );
    steps.forEach((step, index) => {
      const passing = step.passes ? ' (passes by itself in seconds)' : '';
      const shows = step.shows.text ? `«${step.shows.text}»` : 'a status line';
      console.log(`  ${index + 1}. ${step.do}\n     → ${step.route}: «${step.expect}»${passing}`);
      console.log(`       shows ${shows} (SPEC ${step.shows.spec})`);
    });
    console.log('');
  }
}

/** The statecharts' shortest or simple paths in state names (what this command printed first). */
function printStatePaths(values: Values) {
  const models = FLOW_MODELS.filter((model) => !values.machine || model.name === values.machine);
  if (models.length === 0) {
    suggest(
      'machine',
      values.machine as string,
      FLOW_MODELS.map((model) => model.name),
    );
  }
  const named = (name: string) => (snapshot: AnyMachineSnapshot) => stateInWords(snapshot) === name;
  const words = { events: values.events };
  let found = values.to === undefined;
  for (const model of models) {
    if (values.to) {
      const paths = simplePathsBetween(model, {
        from: values.from ? named(values.from) : undefined,
        to: named(values.to),
        limit: Number(values.limit),
      });
      if (paths.length === 0) continue;
      found = true;
      // Without events two paths can read the same (a push and a poll both bring a step).
      const lines = [...new Set(paths.map((path) => pathInWords(path, words)))];
      console.log(
        `${model.name}: ${lines.length} simple paths ${values.from ?? 'start'} → ${values.to}`,
      );
      for (const line of lines) console.log(`  ${line}`);
      continue;
    }
    const paths = shortestPathsToStates(model);
    console.log(`${model.name}: shortest paths to ${paths.length} states`);
    for (const { target, path, viaFault } of paths) {
      console.log(
        `  ${target}${viaFault ? ' (through a fault)' : ''}: ${pathInWords(path, words)}`,
      );
    }
  }
  if (!found) {
    const states = models.flatMap((model) =>
      shortestPathsToStates(model).map(({ target }) => target),
    );
    suggest('state', values.to as string, [...new Set(states)]);
  }
}

/** `--from <export> [--top N] [--json | --run …]`: QA's paths weighted by real journeys. */
async function fromTelemetry(args: string[]): Promise<number> {
  const runOptions = new Set(['base-url', 'env', 'workers', 'report', 'shard', 'headed']);
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        from: { type: 'string' },
        top: { type: 'string', default: '10' },
        json: { type: 'boolean', default: false },
        run: { type: 'boolean', default: false },
        lang: { type: 'string', default: 'ru' },
        'base-url': { type: 'string' },
        env: { type: 'string' },
        workers: { type: 'string' },
        report: { type: 'string' },
        shard: { type: 'string' },
        headed: { type: 'boolean' },
      },
    }));
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`);
  }
  const file = values.from ?? fail('--from needs an export file (or - for stdin)');
  const top = Number(values.top);
  if (!Number.isInteger(top) || top < 1)
    fail(`--top is a whole number from 1, not "${values.top}"`);
  if (values.lang !== 'ru' && values.lang !== 'kk')
    fail(`--lang is ru or kk, not "${values.lang}"`);
  const lang: Lang = values.lang;
  if (file !== '-' && !existsSync(file)) fail(`--from ${file}: no such file`);
  const trails = await readExport(file);
  for (const bad of trails.badLines.slice(0, 5))
    console.error(`${file}:${bad.line}: ${bad.reason}`);
  const journeys = trails.journeys();
  if (journeys.length === 0) {
    return fail(
      `${file}: no journey events (${trails.stats.lines} lines, ${trails.badLines.length} unreadable)`,
    );
  }
  const found = realPaths(journeys, [...qaPaths(lang), ...scenarioJourneys(lang)], top);
  if (values.json) console.log(JSON.stringify(found, null, 2));
  else console.log(realPathsInWords(found, file));
  if (!values.run) return 0;
  const targets = found.top.flatMap((each) => (each.target ? [each.target] : []));
  if (targets.length === 0)
    return fail('none of the journeys taken most is walked by a generated path');
  const passed = Object.entries(values).flatMap(([name, value]) =>
    runOptions.has(name) && value !== undefined
      ? typeof value === 'boolean'
        ? value
          ? [`--${name}`]
          : []
        : [`--${name}`, String(value)]
      : [],
  );
  return runInBrowser(
    ['--run', '--lang', lang, ...targets.flatMap((target) => ['--to', target]), ...passed],
    { launch: chromiumLaunch, startSite },
  );
}
