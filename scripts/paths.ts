/**
 * `npm run paths`: how to reach every registration step, for QA (see USAGE). The paths come
 * from qa/paths/qa-paths.ts; `npm run paths -- --run` walks them in Chromium
 * (qa/runner/cli.ts), as the browser suite's tests/e2e/paths.spec.ts does.
 */
import { parseArgs } from 'node:util';
import type { AnyMachineSnapshot } from 'xstate';
import { chromiumLaunch } from '../playwright.config.ts';
import { main as runInBrowser } from '../qa/runner/cli.ts';
import { mergeMain } from '../qa/runner/merge.ts';
import { FLOW_MODELS } from '../machines/catalog/flows';
import { shortestPathsToStates, simplePathsBetween } from '../machines/graph/paths';
import type { Lang } from '../qa/paths/qa-paths';
import { closeNames, qaPaths, SCENARIOS, TARGET_NAMES } from '../qa/paths/qa-paths';
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
  --states           instead: the statecharts' own paths, in state names
    --machine <id>   with --states: one machine (${[...new Set(FLOW_MODELS.map((m) => m.name))].join(', ')})
    --from <state>   with --states --to: simple paths between two states
    --events         with --states: label each move with its event
    --limit <n>      with --states --to: at most n paths (20)
  -h, --help         this text

Examples:
  npm run paths -- --to signing_failed
  npm run paths -- --json --to personal_and_passport
  npm run paths -- --states --machine registration --events`;

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
if (argv.includes('--merge')) {
  process.exitCode = await mergeMain(argv);
} else if (argv.includes('--run')) {
  process.exitCode = await runInBrowser(argv, {
    launch: chromiumLaunch,
    // npm run serve's build in a folder of its own, on ports nobody uses, beside any other.
    startSite: () =>
      startServedBuild(undefined, {
        port: 'free',
        sandboxPort: 'free',
        outDir: '.qa/dist',
        workDir: '.qa/serve',
        quiet: true,
      }),
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
