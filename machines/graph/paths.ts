import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { TestModel } from 'xstate/graph';
import type { FlowModel } from './model';
import { stateInWords } from './words';
import { isSample } from './model';
import { toTestMachine } from './test-machine';

export type FlowTestModel = TestModel<AnyMachineSnapshot, EventObject, unknown>;

/**
 * Two ways to tell model states apart:
 * - 'state': by the model key (state value + the context guards read). Shortest paths then
 *   reach every distinct state once.
 * - 'transition': by (previous key, event type, key). Every distinct move becomes a node of its
 *   own, so shortest paths take every transition the samples allow, self-loops included
 *   (an ignored stale push, a draft change).
 */
export type Granularity = 'state' | 'transition';

export function flowTestModel(
  model: FlowModel,
  granularity: Granularity,
  allow: (event: EventObject, snapshot: AnyMachineSnapshot) => boolean = () => true,
): FlowTestModel {
  const serializeState =
    granularity === 'state'
      ? (snapshot: AnyMachineSnapshot) => model.key(snapshot)
      : (
          snapshot: AnyMachineSnapshot,
          event: EventObject | undefined,
          previous?: AnyMachineSnapshot,
        ) =>
          `${previous ? model.key(previous) : ''} | ${event?.type ?? ''} | ${model.key(snapshot)}`;
  return createTestModel(toTestMachine(model.machine), {
    input: model.input,
    events: (snapshot) => model.events(snapshot),
    filterEvents: (snapshot, event) => isSample(event) && allow(event, snapshot),
    serializeState,
  });
}

export type FlowPath = ReturnType<FlowTestModel['getShortestPaths']>[number];

export interface NamedPath {
  /** The state reached, in words (see stateInWords). */
  target: string;
  path: FlowPath;
  /** True when the path needs something the journey without faults does not do. */
  viaFault: boolean;
}

function shortestByTarget(paths: FlowPath[]): Map<string, FlowPath> {
  const byTarget = new Map<string, FlowPath>();
  for (const path of [...paths].sort((a, b) => a.steps.length - b.steps.length)) {
    const target = stateInWords(path.state);
    if (!byTarget.has(target)) byTarget.set(target, path);
  }
  return byTarget;
}

/**
 * The shortest path to every state, for people (`npm run paths`, the visualizer). States the
 * journey reaches without faults are reached from where it begins (FlowModel.start) over
 * FlowModel.isHappy events; the rest (network failed, fatal, …) by the shortest path of all.
 */
export function shortestPathsToStates(model: FlowModel): NamedPath[] {
  const everything = flowTestModel(model, 'state').getShortestPaths({ allowDuplicatePaths: true });
  const start = model.start
    ? everything
        .filter((path) => model.start?.(path.state))
        .sort((a, b) => a.steps.length - b.steps.length)[0]
    : undefined;
  const happyModel = flowTestModel(model, 'state', model.isHappy);
  const happy = start
    ? happyModel.getShortestPathsFrom([start], { allowDuplicatePaths: true })
    : happyModel.getShortestPaths({ allowDuplicatePaths: true });
  const journey = shortestByTarget(happy);
  const rest = shortestByTarget(everything);
  const viaFault = (path: FlowPath) =>
    path.steps.some((step, index) => {
      const before = path.steps[index - 1];
      return before !== undefined && !model.isHappy(step.event, before.state);
    });
  const named: NamedPath[] = [...journey].map(([target, path]) => ({
    target,
    path,
    viaFault: false,
  }));
  for (const [target, path] of rest) {
    if (!journey.has(target)) named.push({ target, path, viaFault: viaFault(path) });
  }
  return named;
}

/** Shortest paths that together take every sampled transition (for the model tests). */
export function transitionPaths(model: FlowModel) {
  return flowTestModel(model, 'transition').getShortestPaths();
}

export interface Between {
  /** Start where this holds (reached by its shortest path); default: the initial state. */
  from?: (snapshot: AnyMachineSnapshot) => boolean;
  to: (snapshot: AnyMachineSnapshot) => boolean;
  /** At most this many paths, shortest first. */
  limit?: number;
}

/**
 * Simple paths (no state visited twice) between two states, over the flow without faults
 * (FlowModel.isHappy) so that the count stays readable: retries and timers would multiply it.
 */
export function simplePathsBetween(model: FlowModel, { from, to, limit = 50 }: Between) {
  const testModel = flowTestModel(model, 'state', model.isHappy);
  const start = from
    ? flowTestModel(model, 'state')
        .getShortestPaths({ toState: from })
        .sort((a, b) => a.steps.length - b.steps.length)[0]
    : undefined;
  if (from && !start) return [];
  const paths = start
    ? testModel.getSimplePathsFrom([start], { toState: to, allowDuplicatePaths: true })
    : testModel.getSimplePaths({ toState: to, allowDuplicatePaths: true });
  return paths.sort((a, b) => a.steps.length - b.steps.length).slice(0, limit);
}
