import type { AnyStateMachine } from 'xstate';
import { machineGraph, stateNodeIds, type GraphEdge, type GraphNode } from './graph';

export interface Observed {
  /** State node ids that were active at some point. */
  nodes: ReadonlySet<string>;
  /** Transition ids (GraphEdge.id) that fired at some point. */
  transitions: ReadonlySet<string>;
  /** Transition pairs that fired one right after the other in one actor: `first → second`. */
  pairs: ReadonlySet<string>;
  /** Named guards by machine id and name (`registration:stepIs`), with the results seen. */
  guards: ReadonlyMap<string, ReadonlySet<boolean>>;
}

export interface Count {
  covered: number;
  total: number;
  missing: string[];
}

export interface CoverageCount {
  states: Count;
  transitions: Count;
  /** 1-switch coverage: the pairs of transitions that can follow one another. */
  pairs: Count;
  /** Each named guard seen true and seen false: two outcomes a guard. */
  guards: Count;
}

/** The name a pair of transitions is counted by. */
export const pairId = (first: string, second: string) => `${first} → ${second}`;

/** The name a guard's outcome is counted by. */
export const guardOutcomeId = (guard: string, result: boolean) => `${guard} is ${result}`;

function count(all: readonly string[], seen: (id: string) => boolean): Count {
  const missing = all.filter((id) => !seen(id));
  return { covered: all.length - missing.length, total: all.length, missing };
}

/**
 * The state nodes a transition can leave active for the next one to start from: its targets
 * with their ancestors and the descendants entered with them (a compound's initial child, every
 * region of a parallel one); a transition without a target stays where it was, in any child.
 */
function activeAfter(edge: GraphEdge, nodes: ReadonlyMap<string, GraphNode>): Set<string> {
  const after = new Set<string>();
  const children = (id: string) => [...nodes.values()].filter((node) => node.parent === id);
  const up = (id: string | undefined) => {
    for (let at = id; at !== undefined; at = nodes.get(at)?.parent) after.add(at);
  };
  const down = (id: string, everyChild: boolean) => {
    after.add(id);
    const node = nodes.get(id);
    if (!node) return;
    if (everyChild || node.type === 'parallel') {
      for (const child of children(id)) down(child.id, everyChild);
    } else if (node.initial) down(node.initial, false);
  };
  if (edge.targets.length === 0) {
    up(edge.source);
    down(edge.source, true);
  }
  for (const target of edge.targets) {
    up(target);
    down(target, false);
  }
  return after;
}

/** Every pair of transitions where the second can start from what the first leaves active. */
export function transitionPairs(machine: AnyStateMachine): string[] {
  const graph = machineGraph(machine);
  const nodes = new Map(graph.nodes.map((node) => [node.id, node]));
  return graph.edges.flatMap((first) => {
    const after = activeAfter(first, nodes);
    return graph.edges
      .filter((second) => after.has(second.source))
      .map((second) => pairId(first.id, second.id));
  });
}

/** The named guards of a machine, as Observed.guards keys them. */
export function guardNames(machine: AnyStateMachine): string[] {
  return Object.entries(machine.implementations.guards)
    .filter(([, guard]) => isPlainGuard(guard))
    .map(([name]) => `${machine.id}:${name}`);
}

/**
 * A guard written as a function of its own; XState's and(), or(), not() are counted through the
 * guards they combine.
 */
export function isPlainGuard(guard: unknown): boolean {
  return typeof guard === 'function' && !('check' in guard);
}

/** Observed states, transitions, transition pairs and guard outcomes against the machines. */
export function countCoverage(
  machines: readonly AnyStateMachine[],
  observed: Observed,
): CoverageCount {
  const graphs = machines.map(machineGraph);
  const outcomes = machines
    .flatMap(guardNames)
    .flatMap((guard) => [guardOutcomeId(guard, true), guardOutcomeId(guard, false)]);
  const seenOutcomes = new Set(
    [...observed.guards].flatMap(([guard, results]) =>
      [...results].map((result) => guardOutcomeId(guard, result)),
    ),
  );
  return {
    states: count(graphs.flatMap(stateNodeIds), (id) => observed.nodes.has(id)),
    transitions: count(
      graphs.flatMap((graph) => graph.edges.map((edge) => edge.id)),
      (id) => observed.transitions.has(id),
    ),
    pairs: count(machines.flatMap(transitionPairs), (id) => observed.pairs.has(id)),
    guards: count(outcomes, (id) => seenOutcomes.has(id)),
  };
}

const percent = ({ covered, total }: Count) =>
  total === 0 ? '100%' : `${((covered / total) * 100).toFixed(1)}%`;

/** The lines `npm run test:model` prints, then the states and transitions not covered. */
export function coverageLine(machines: readonly AnyStateMachine[], observed: Observed): string {
  const { states, transitions, pairs, guards } = countCoverage(machines, observed);
  const line = [
    `states covered: ${states.covered}/${states.total}; transitions covered: ${transitions.covered}/${transitions.total}`,
    `transition pairs (1-switch) covered: ${pairs.covered}/${pairs.total} (${percent(pairs)}); guard outcomes covered: ${guards.covered}/${guards.total} (${percent(guards)})`,
  ].join('\n');
  const missing = [...states.missing, ...transitions.missing];
  return missing.length ? `${line}\nnot covered:\n  ${missing.join('\n  ')}` : line;
}

/** The gate's targets: the least share of each count a run must cover. */
export interface CoverageTargets {
  states: number;
  transitions: number;
  pairs: number;
  guards: number;
}

const COUNTS = ['states', 'transitions', 'pairs', 'guards'] as const;

/** What falls short of the targets, in words naming what is missing; empty when all are met. */
export function coverageShortfalls(
  machines: readonly AnyStateMachine[],
  observed: Observed,
  targets: CoverageTargets,
): string[] {
  const counts = countCoverage(machines, observed);
  return COUNTS.flatMap((name) => {
    const { covered, total, missing } = counts[name];
    const share = total === 0 ? 1 : covered / total;
    if (share >= targets[name]) return [];
    const listed = name === 'pairs' ? [] : missing;
    return [
      `${name}: ${covered}/${total} covered (${percent(counts[name])}), the target is ${(targets[name] * 100).toFixed(1)}%${listed.length ? `; not covered:\n  ${listed.join('\n  ')}` : ''}`,
    ];
  });
}
