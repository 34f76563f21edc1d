import type { Branch, JourneyStep } from './journey';
import { isJourneyStepId, JOURNEY } from './journey';
import type { GraphNode, MachineGraph } from '../graph/graph';
import { metaRoute, metaStep } from '../graph/meta';

/**
 * A node of the journey view: a step of JOURNEY, or a state of the machines the journey does
 * not place (booting, the error screens, a step added to a machine after JOURNEY was written).
 */
export interface JourneyNode {
  /** A JourneyStepId, or the state node id for the others. */
  id: string;
  kind: 'step' | 'other';
  machine: string;
  /** The state node that shows it. */
  state: string;
  route: string | null;
  /** SPEC.md sections (steps only). */
  spec: string | null;
  /** Steps only: where the journey view places it. */
  branch: Branch | null;
  column: number | null;
  passes: boolean;
  /** Every state node it gathers: its own state first, then its substates in machine order. */
  states: string[];
}

export interface JourneyView {
  nodes: JourneyNode[];
  /** State node id → the journey node that gathers it; internal states are absent. */
  nodeOf: ReadonlyMap<string, string>;
}

/** The SPEC.md sections the states outside the steps implement, by state key. */
const OTHER_SPEC: Record<string, string> = {
  booting: '§4 step_name from the server maps to a screen',
  networkFailed: '§8 generic mapping (no answer)',
  timedOut: '§8 generic mapping (no answer within the time limit)',
  fatal: '§2 error page, §8 any 5xx response, failure to fetch the signing redirect',
  signedOut: '§4 login status, token flow',
};

/** A machine's graph with the ways up its tree that the gathering rules walk. */
function treeOf(graph: MachineGraph) {
  const nodes = new Map(graph.nodes.map((node) => [node.id, node]));
  const parentOf = (node: GraphNode) => (node.parent ? nodes.get(node.parent) : undefined);
  /** The node and its ancestors, nearest first. */
  function* upFrom(node: GraphNode | undefined): Generator<GraphNode> {
    for (let at = node; at; at = parentOf(at)) yield at;
  }
  /** The ancestor just below the machine root (the node itself if it is one). */
  const topLevel = (node: GraphNode): GraphNode => {
    let top = node;
    for (const at of upFrom(node)) if (at.id !== graph.id) top = at;
    return top;
  };
  return { nodes, upFrom, topLevel };
}

/**
 * The journey view read from the machines: every state node is gathered into the journey node
 * whose screen shows it, so a state added to a machine appears by itself.
 * - A step's state and its substates belong to it; so does a registration state whose meta
 *   names the step, and one whose meta route is that of exactly one step (posting the signing
 *   result shows the signing result's screen).
 * - The login: the session states under the phone entry's parent go to the code entry when
 *   tagged `screen:code` (the login screen's own selector reads that tag), else to the phone.
 * - A state whose meta names a step JOURNEY does not know becomes a node of its own, as does
 *   every other top-level state with meta (booting, networkFailed, timedOut, fatal, signedOut).
 * Internal states (dispatch, the waiting region's poll) belong to no node.
 */
export function journeyView(graphs: readonly MachineGraph[]): JourneyView {
  const nodeOf = new Map<string, string>();
  const others = new Map<string, JourneyNode>();
  const byState = new Map<string, JourneyStep>(JOURNEY.map((step) => [step.state, step]));

  function addOther(node: GraphNode, machine: string, id: string) {
    if (others.has(id)) return;
    others.set(id, {
      id,
      kind: 'other',
      machine,
      state: node.id,
      route: metaRoute(node.meta) ?? null,
      spec: OTHER_SPEC[node.key] ?? null,
      branch: null,
      column: null,
      passes: false,
      states: [],
    });
  }

  for (const graph of graphs) {
    const steps = JOURNEY.filter((step) => step.machine === graph.id);
    const { nodes, upFrom, topLevel } = treeOf(graph);
    /** The JOURNEY step whose state is the node or an ancestor of it (deepest wins). */
    const enclosingStep = (node: GraphNode): JourneyStep | undefined => {
      for (const at of upFrom(node)) {
        const step = byState.get(at.id);
        if (step) return step;
      }
      return undefined;
    };
    const namedStep = (node: GraphNode): { step: string; node: GraphNode } | undefined => {
      for (const at of upFrom(node)) {
        const step = metaStep(at.meta);
        if (step !== undefined) return { step, node: at };
      }
      return undefined;
    };
    /** The only step shown on the node's route, if its meta gives one. */
    const stepOnRoute = (node: GraphNode): JourneyStep | undefined => {
      const route = metaRoute(node.meta);
      const [only, ...more] = steps.filter((step) => route !== undefined && step.route === route);
      return more.length === 0 ? only : undefined;
    };
    const loginParents = new Set(
      steps.map((step) => nodes.get(step.state)?.parent).filter((id) => id !== undefined),
    );
    /** A login state between the phone and the code forms: the screen its tags say. */
    const loginStep = (node: GraphNode): JourneyStep | undefined => {
      if (![...loginParents].some((parent) => node.id.startsWith(`${parent}.`))) return undefined;
      const code = [...upFrom(node)].some((at) => at.tags.includes('screen:code'));
      return steps.find((step) => step.id === (code ? 'login.code' : 'login.phone'));
    };

    for (const node of graph.nodes) {
      if (node.parent === undefined) continue;
      const named = namedStep(node);
      // A step's own state first, then the step its meta names, then its route or login form.
      const step = named
        ? (enclosingStep(node)?.id ?? (isJourneyStepId(named.step) ? named.step : undefined))
        : (enclosingStep(node) ?? stepOnRoute(node) ?? loginStep(node))?.id;
      if (step) {
        nodeOf.set(node.id, step);
      } else if (named) {
        addOther(named.node, graph.id, `${graph.id}.${named.step}`);
        nodeOf.set(node.id, `${graph.id}.${named.step}`);
      } else {
        const top = topLevel(node);
        if (top.meta === undefined) continue;
        addOther(top, graph.id, top.id);
        nodeOf.set(node.id, top.id);
      }
    }
  }

  const statesOf = (id: string) =>
    graphs.flatMap((graph) =>
      graph.nodes.filter((node) => nodeOf.get(node.id) === id).map((node) => node.id),
    );
  const ordered = (node: { id: string; state: string }) => [
    node.state,
    ...statesOf(node.id).filter((state) => state !== node.state),
  ];
  const known = new Set(graphs.map((graph) => graph.id));
  const steps: JourneyNode[] = JOURNEY.filter((step) => known.has(step.machine)).map((step) => ({
    id: step.id,
    kind: 'step',
    machine: step.machine,
    state: step.state,
    route: step.route,
    spec: step.spec,
    branch: step.branch,
    column: step.column,
    passes: step.passes,
    states: ordered(step),
  }));
  const rest = [...others.values()].map((node) => ({ ...node, states: ordered(node) }));
  return { nodes: [...steps, ...rest], nodeOf };
}

/**
 * The journey node a set of active state node ids shows: the one gathering the deepest active
 * state (a waiting step rather than the poll beside it), or undefined.
 */
export function journeyNodeOfActive(
  view: JourneyView,
  active: readonly string[],
): string | undefined {
  let found: { id: string; depth: number } | undefined;
  for (const state of active) {
    const id = view.nodeOf.get(state);
    const depth = state.split('.').length;
    if (id && (!found || depth > found.depth)) found = { id, depth };
  }
  return found?.id;
}
