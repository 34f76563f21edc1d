import type { AnyStateMachine } from 'xstate';
import { machineGraph, stateNodeIds } from './graph';

export interface Observed {
  /** State node ids that were active at some point. */
  nodes: ReadonlySet<string>;
  /** Transition ids (GraphEdge.id) that fired at some point. */
  transitions: ReadonlySet<string>;
}

export interface CoverageCount {
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

/** Observed states and transitions against the full graphs of the machines. */
export function countCoverage(
  machines: readonly AnyStateMachine[],
  observed: Observed,
): CoverageCount {
  const graphs = machines.map(machineGraph);
  const states = graphs.flatMap(stateNodeIds);
  const transitions = graphs.flatMap((graph) => graph.edges.map((edge) => edge.id));
  const missingStates = states.filter((id) => !observed.nodes.has(id));
  const missingTransitions = transitions.filter((id) => !observed.transitions.has(id));
  return {
    states: {
      covered: states.length - missingStates.length,
      total: states.length,
      missing: missingStates,
    },
    transitions: {
      covered: transitions.length - missingTransitions.length,
      total: transitions.length,
      missing: missingTransitions,
    },
  };
}

/** The one line `npm run test:model` prints, then what is missing if anything is. */
export function coverageLine(machines: readonly AnyStateMachine[], observed: Observed): string {
  const { states, transitions } = countCoverage(machines, observed);
  const line = `states covered: ${states.covered}/${states.total}; transitions covered: ${transitions.covered}/${transitions.total}`;
  const missing = [...states.missing, ...transitions.missing];
  return missing.length ? `${line}\nnot covered:\n  ${missing.join('\n  ')}` : line;
}
