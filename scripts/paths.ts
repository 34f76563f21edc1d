/**
 * `npm run paths`: the paths through the statecharts, in words, for QA.
 *
 *   npm run paths                                  every machine: shortest path to every state
 *   npm run paths -- --machine registration        one machine
 *   npm run paths -- --from personal --to signing_result
 *                                                  simple paths between two states
 *   npm run paths -- --events                      label every move with its event
 *
 * State names are the ones printed (e.g. personal, personal.submitting,
 * signing_init_success.fetchingRedirect, liveness_failed.lowSimilarity, networkFailed).
 */
import { parseArgs } from 'node:util';
import type { AnyMachineSnapshot } from 'xstate';
import { FLOW_MODELS } from '../machines/graph/catalog';
import { shortestPathsToStates, simplePathsBetween } from '../machines/graph/paths';
import { pathInWords, stateInWords } from '../machines/graph/words';

const { values } = parseArgs({
  options: {
    machine: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    events: { type: 'boolean', default: false },
    limit: { type: 'string', default: '20' },
  },
});

const models = FLOW_MODELS.filter((model) => !values.machine || model.name === values.machine);
if (models.length === 0) {
  console.error(
    `No machine "${values.machine}". Machines: ${FLOW_MODELS.map((m) => m.name).join(', ')}`,
  );
  process.exit(1);
}

const named = (name: string) => (snapshot: AnyMachineSnapshot) => stateInWords(snapshot) === name;
const words = { events: values.events };

for (const model of models) {
  if (values.to) {
    const paths = simplePathsBetween(model, {
      from: values.from ? named(values.from) : undefined,
      to: named(values.to),
      limit: Number(values.limit),
    });
    if (paths.length === 0) continue;
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
    console.log(`  ${target}${viaFault ? ' (through a fault)' : ''}: ${pathInWords(path, words)}`);
  }
}
