// `npm run test:property [-- --seed=N [--path=P] [--runs N]]`: the random walks over the
// machines (tests/property), with a failure's seed and path to replay it.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const HELP = `npm run test:property [-- options]

Random walks over the registration and session machines (fast-check), each step checked
against what SPEC.md implies (docs/qa.md, "Random walks"). A failure prints its seed and path.
  --seed=N    replay with this seed, as the failure printed it (write it with =: a seed may
              be negative)
  --path=P    and this path (digits and colons, as printed): the shrunk walk alone
  --runs N    walks per property (default 200)
  --help      this text
Exit codes: 0 every walk kept the invariants, 1 one did not, 2 bad usage.`;

function usage(message: string): never {
  console.error(`${message}\n\n${HELP}`);
  process.exit(2);
}

let values: { seed?: string; path?: string; runs?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      seed: { type: 'string' },
      path: { type: 'string' },
      runs: { type: 'string' },
      help: { type: 'boolean' },
    },
  }));
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
if (values.seed !== undefined && !/^-?\d+$/.test(values.seed)) {
  usage(`--seed ${values.seed}: not a whole number`);
}
if (values.path !== undefined && !/^\d+(:\d+)*$/.test(values.path)) {
  usage(`--path ${values.path}: digits separated by colons, as the failure printed it`);
}
if (values.path !== undefined && values.seed === undefined) usage('--path needs its --seed');
if (values.runs !== undefined && !/^[1-9]\d*$/.test(values.runs)) {
  usage(`--runs ${values.runs}: a whole number from 1`);
}

const run = spawnSync('npx', ['vitest', 'run', '--project', 'property'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...(values.seed === undefined ? {} : { PROPERTY_SEED: values.seed }),
    ...(values.path === undefined ? {} : { PROPERTY_PATH: values.path }),
    ...(values.runs === undefined ? {} : { PROPERTY_RUNS: values.runs }),
  },
});
process.exit(run.status === 0 ? 0 : 1);
