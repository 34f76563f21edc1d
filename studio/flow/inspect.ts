import type { GraphEdge, MachineGraph } from '../../machines/graph/graph';
import type { JourneyView } from '../../machines/catalog/journey-view';

/** The state node and its ancestors up to the machine root, innermost first. */
export function ancestry(graph: MachineGraph, state: string): string[] {
  const chain: string[] = [];
  for (let at: string | undefined = state; at;) {
    chain.push(at);
    at = graph.nodes.find((node) => node.id === at)?.parent;
  }
  return chain;
}

/** The graph a state node belongs to. */
export function graphOf(graphs: readonly MachineGraph[], state: string): MachineGraph | undefined {
  return graphs.find((graph) => state === graph.id || state.startsWith(`${graph.id}.`));
}

export interface AcceptedGroup {
  /** The state node whose transitions these are. */
  state: string;
  /** It is an ancestor of what was selected (its events apply there too). */
  inherited: boolean;
  transitions: GraphEdge[];
}

/**
 * What a node (the states it gathers) accepts: each state's own transitions, then those of the
 * ancestors of its own state, the machine root's last ("in every state").
 */
export function acceptedBy(graph: MachineGraph, states: readonly string[]): AcceptedGroup[] {
  const own = states.map((state) => ({
    state,
    inherited: false,
    transitions: graph.edges.filter((edge) => edge.source === state),
  }));
  const first = states[0];
  const above = first
    ? ancestry(graph, first)
        .slice(1)
        .filter((state) => !states.includes(state))
        .map((state) => ({
          state,
          inherited: true,
          transitions: graph.edges.filter((edge) => edge.source === state),
        }))
    : [];
  return [...own, ...above].filter((group) => group.transitions.length > 0);
}

/** A state that only passes on (every way out is eventless): dispatch. */
function passesOn(graph: MachineGraph, state: string): boolean {
  const out = graph.edges.filter((edge) => edge.source === state);
  return out.length > 0 && out.every((edge) => edge.kind === 'always');
}

/**
 * The machine transitions behind a move of the journey: those from the states of `from` (or
 * their ancestors) into the states of `to`, directly or through a state that only passes on
 * (the answer reaches `dispatch`, which goes to the step the server named). A move between two
 * machines (the login ending, the registration starting) shows how the one is left and the
 * other entered.
 */
export function moveTransitions(
  graphs: readonly MachineGraph[],
  view: JourneyView,
  from: string,
  to: string,
): GraphEdge[] {
  const statesOf = (id: string) => view.nodes.find((node) => node.id === id)?.states ?? [];
  const fromStates = statesOf(from);
  const toStates = new Set(statesOf(to));
  const found: GraphEdge[] = [];
  for (const graph of graphs) {
    const sources = new Set(
      fromStates
        .filter((state) => graphOf([graph], state))
        .flatMap((state) => ancestry(graph, state)),
    );
    for (const edge of graph.edges) {
      if (!sources.has(edge.source) || edge.kind === 'always') continue;
      for (const target of edge.targets) {
        if (toStates.has(target)) found.push(edge);
        else if (passesOn(graph, target)) {
          const onward = graph.edges.filter(
            (next) => next.source === target && next.targets.some((each) => toStates.has(each)),
          );
          if (onward.length) found.push(edge, ...onward);
        }
      }
    }
  }
  if (found.length) return [...new Set(found)];
  const gathered = (state: string) => view.nodeOf.has(state);
  const fromSet = new Set(fromStates);
  return graphs.flatMap((graph) =>
    graph.edges.filter(
      (edge) =>
        (fromSet.has(edge.source) && edge.targets.some((target) => !gathered(target))) ||
        (!gathered(edge.source) &&
          edge.source !== graph.id &&
          edge.targets.some((target) => toStates.has(target))),
    ),
  );
}
