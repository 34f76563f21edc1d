// coverage.json of `npm run paths -- --run`: which nodes (JOURNEY) and edges (JOURNEY_MOVES) of
// the applicant's journey (machines/catalog/journey.ts: the contract's nodes, the moves written
// from SPEC.md) the run exercised, and for each one it did not, why.
import { JOURNEY, JOURNEY_MOVES, type JourneyStepId } from '../../machines/catalog/journey';
import { scenarioJourneys, type QaPath } from '../paths/qa-paths';
import type { CaseResult } from './run';
import type { StepOutcome } from './walk';

export interface NotExercised {
  id: string;
  why: string[];
}

export interface CoverageSet {
  total: number;
  exercised: number;
  /** Each exercised id with the targets whose walks went there (first five). */
  exercisedBy: Record<string, string[]>;
  notExercised: NotExercised[];
}

export interface JourneyCoverage {
  nodes: CoverageSet;
  edges: CoverageSet;
}

/** An edge's id: `from → to`. */
export const edgeId = (from: string, to: string) => `${from} → ${to}`;

/**
 * Each step of a path with the step before it on the same device (a path from a computer goes
 * on on the phone, and back): two steps in a row on a device are a move.
 */
function movesOf(path: QaPath): Array<{ node: JourneyStepId; index: number; previous?: number }> {
  const last = new Map<string, number>();
  return path.steps.map((step, index) => {
    const device = step.on ?? path.device;
    const previous = last.get(device);
    last.set(device, index);
    return { node: step.node, index, ...(previous === undefined ? {} : { previous }) };
  });
}

/** Node and edge ids → the scenario journeys (`journey.<scenario>` targets) that go there. */
const JOURNEY_WAYS = (() => {
  const ways = new Map<string, Set<string>>();
  for (const journey of scenarioJourneys('ru')) {
    for (const { node, previous } of movesOf(journey)) {
      const before = previous === undefined ? undefined : journey.steps[previous]?.node;
      const ids = [node, ...(before && before !== node ? [edgeId(before, node)] : [])];
      for (const id of ids) ways.set(id, (ways.get(id) ?? new Set()).add(journey.target));
    }
  }
  return ways;
})();

/** Steps whose screen was shown, or that the server passed on its way: the walk went there. */
const WENT: ReadonlySet<StepOutcome> = new Set([
  'shown',
  'passed by the server',
  'passed, unconfirmed',
]);

/**
 * The journey's nodes and edges the cases exercised: a node when a walk reached its step, an
 * edge when a walk reached two steps in a row along it. For the rest, why: no path of the run
 * goes there, its paths were skipped (and for which scenario), or failed before it.
 */
export function journeyCoverage(
  paths: readonly QaPath[],
  cases: readonly CaseResult[],
): JourneyCoverage {
  const nodesBy = new Map<string, Set<string>>();
  const edgesBy = new Map<string, Set<string>>();
  const plannedNodes = new Map<string, Set<string>>();
  const plannedEdges = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, id: string, target: string) =>
    map.set(id, (map.get(id) ?? new Set()).add(target));
  const result = new Map(cases.map((each) => [each.target, each]));

  for (const path of paths) {
    const moves = movesOf(path);
    const nodeAt = (index: number | undefined) =>
      index === undefined ? undefined : path.steps[index]?.node;
    for (const { node, previous } of moves) {
      add(plannedNodes, node, path.target);
      const before = nodeAt(previous);
      if (before !== undefined && before !== node)
        add(plannedEdges, edgeId(before, node), path.target);
    }
    const walked = result.get(path.target);
    if (!walked) continue;
    // The steps the walk went to (a step that failed or was not reached breaks the moves).
    const went = new Set(
      walked.steps.filter((step) => WENT.has(step.outcome)).map((step) => step.number - 1),
    );
    for (const { node, index, previous } of moves) {
      if (!went.has(index)) continue;
      add(nodesBy, node, path.target);
      const before = nodeAt(previous);
      if (previous !== undefined && went.has(previous) && before !== undefined && before !== node)
        add(edgesBy, edgeId(before, node), path.target);
    }
  }

  const why = (id: string, planned: Map<string, Set<string>>, kind: string): string[] => {
    const targets = [...(planned.get(id) ?? [])];
    if (targets.length === 0) {
      const journeys = JOURNEY_WAYS.get(id);
      return [
        `no path of this run goes ${kind}${journeys ? ` (${[...journeys].map((j) => `--to ${j}`).join(' or ')} does)` : ''}`,
      ];
    }
    return targets.map((target) => {
      const walked = result.get(target);
      if (!walked) return `${target}: not run`;
      if (walked.status === 'skipped') return `${target}: skipped (${walked.skipped})`;
      if (walked.failure)
        return `${target}: failed at step ${walked.failure.step} (${walked.failure.node})`;
      return `${target}: passed without going ${kind}`;
    });
  };
  const set = (
    ids: readonly string[],
    exercised: Map<string, Set<string>>,
    planned: Map<string, Set<string>>,
    kind: string,
  ): CoverageSet => ({
    total: ids.length,
    exercised: ids.filter((id) => exercised.has(id)).length,
    exercisedBy: Object.fromEntries(
      ids
        .filter((id) => exercised.has(id))
        .map((id) => [id, [...(exercised.get(id) as Set<string>)].slice(0, 5)]),
    ),
    notExercised: ids
      .filter((id) => !exercised.has(id))
      .map((id) => ({ id, why: why(id, planned, kind) })),
  });
  return {
    nodes: set(
      JOURNEY.map((step) => step.id),
      nodesBy,
      plannedNodes,
      'there',
    ),
    edges: set(
      JOURNEY_MOVES.map((move) => edgeId(move.from, move.to)),
      edgesBy,
      plannedEdges,
      'along it',
    ),
  };
}

/** One line: `journey nodes 17/17, edges 18/20`. */
export function journeyCoverageLine({ nodes, edges }: JourneyCoverage): string {
  return `journey nodes ${nodes.exercised}/${nodes.total}, edges ${edges.exercised}/${edges.total}`;
}
