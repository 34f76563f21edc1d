import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { TestModel } from 'xstate/graph';
import type { FlowModel } from './model';
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
  allow: (event: EventObject) => boolean = () => true,
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
    filterEvents: (_, event) => isSample(event) && allow(event),
    serializeState,
  }) as unknown as FlowTestModel;
}

/** The shortest path to every distinct state, one per state (for people: `npm run paths`). */
export function shortestPathsToStates(model: FlowModel) {
  return flowTestModel(model, 'state').getShortestPaths({ allowDuplicatePaths: true });
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
