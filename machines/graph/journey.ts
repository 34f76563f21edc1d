/**
 * The applicant's journey at the level of screens, written from SPEC.md (§2 routes, §4 steps
 * and login) and SANDBOX.md (which scenario takes which branch), not read from the machines:
 * the order a person meets the steps in, the branches, and the state nodes each step gathers.
 * The journey view of /dev/flow, `npm run paths` and docs/flow.md's overview all draw it; a
 * unit test checks that every state node named here exists in its machine.
 */
import type { GraphNode, MachineGraph } from './graph';

/** A node of the journey: a login phase or a registration step_name of SPEC.md §4. */
export type JourneyStepId =
  | 'login.phone'
  | 'login.code'
  | 'iin'
  | 'personal'
  | 'passport'
  | 'personal_and_passport'
  | 'waiting_external_personal'
  | 'waiting_external_photo'
  | 'client_creating'
  | 'verigram'
  | 'waiting_liveness_results'
  | 'liveness_failed'
  | 'signing_init'
  | 'signing_init_success'
  | 'signing_failed'
  | 'signing_result'
  | 'personal_cabinet';

/** The scenario branches of SANDBOX.md the journey view draws apart from the main line. */
export type Branch = 'main' | 'combined' | 'external' | 'livenessFailure' | 'signingFailure';

export interface JourneyStep {
  id: JourneyStepId;
  /** The app route without locale prefix (SPEC.md §2, §4). */
  route: string;
  /** The sections of SPEC.md the step implements. */
  spec: string;
  machine: 'session' | 'registration';
  /** The state node that shows the step; its descendants collapse into it. */
  state: string;
  branch: Branch;
  /** Column along the journey (steps of parallel branches share one). */
  column: number;
  /**
   * The server (or the app itself) leaves the step without the applicant doing anything: a
   * background step of SANDBOX.md, passed in a few seconds.
   */
  passes: boolean;
}

const R = 'registration';

export const JOURNEY: readonly JourneyStep[] = [
  {
    id: 'login.phone',
    route: '/login',
    spec: '§2 /login, §4 login status',
    machine: 'session',
    state: 'session.loggedOut.phoneEntry',
    branch: 'main',
    column: 0,
    passes: false,
  },
  {
    id: 'login.code',
    route: '/login',
    spec: '§2 /login, §3 document signing, auth request',
    machine: 'session',
    state: 'session.loggedOut.codeEntry',
    branch: 'main',
    column: 1,
    passes: false,
  },
  {
    id: 'iin',
    route: '/login/iin',
    spec: '§2 /login/iin, §3 registration iin payload, §4 iin',
    machine: R,
    state: `${R}.iin`,
    branch: 'main',
    column: 2,
    passes: false,
  },
  {
    id: 'personal',
    route: '/register/personal',
    spec: '§2 /register/personal, §3 personal payload, §4 personal',
    machine: R,
    state: `${R}.personal`,
    branch: 'main',
    column: 3,
    passes: false,
  },
  {
    id: 'personal_and_passport',
    route: '/register/personal-and-passport',
    spec: '§2 /register/personal-and-passport, §4 personal_and_passport',
    machine: R,
    state: `${R}.personal_and_passport`,
    branch: 'combined',
    column: 3,
    passes: false,
  },
  {
    id: 'waiting_external_personal',
    route: '/register/wait',
    spec: '§2 /register/wait, §4 waiting_external_personal',
    machine: R,
    state: `${R}.waiting.step.waiting_external_personal`,
    branch: 'external',
    column: 3,
    passes: true,
  },
  {
    id: 'passport',
    route: '/register/passport',
    spec: '§2 /register/passport, §3 passport payload, §4 passport',
    machine: R,
    state: `${R}.passport`,
    branch: 'main',
    column: 4,
    passes: false,
  },
  {
    id: 'waiting_external_photo',
    route: '/register/wait',
    spec: '§2 /register/wait, §4 waiting_external_photo',
    machine: R,
    state: `${R}.waiting.step.waiting_external_photo`,
    branch: 'external',
    column: 4,
    passes: true,
  },
  {
    id: 'client_creating',
    route: '/register/wait',
    spec: '§2 /register/wait, §4 client_creating',
    machine: R,
    state: `${R}.waiting.step.client_creating`,
    branch: 'external',
    column: 5,
    passes: true,
  },
  {
    id: 'verigram',
    route: '/register/photo',
    spec: '§2 /register/photo, §3 liveness success, §4 verigram, §8 liveness errors',
    machine: R,
    state: `${R}.verigram`,
    branch: 'main',
    column: 6,
    passes: false,
  },
  {
    id: 'waiting_liveness_results',
    route: '/register/liveness-waiting-results',
    spec: '§2 /register/liveness-waiting-results, §4 waiting_liveness_results',
    machine: R,
    state: `${R}.waiting.step.waiting_liveness_results`,
    branch: 'main',
    column: 7,
    passes: true,
  },
  {
    id: 'liveness_failed',
    route: '/register/liveness-error',
    spec: '§2 low similarity screen, §4 liveness_failed, §8 identification errors',
    machine: R,
    state: `${R}.liveness_failed`,
    branch: 'livenessFailure',
    column: 8,
    passes: false,
  },
  {
    id: 'signing_init',
    route: '/register/signing-init-wait',
    spec: '§2 /register/signing-init-wait, §4 signing_init',
    machine: R,
    state: `${R}.waiting.step.signing_init`,
    branch: 'main',
    column: 8,
    passes: true,
  },
  {
    id: 'signing_failed',
    route: '/register/signing-init-error',
    spec: '§2 /register/signing-init-error, §4 signing_failed',
    machine: R,
    state: `${R}.signing_failed`,
    branch: 'signingFailure',
    column: 9,
    passes: false,
  },
  {
    id: 'signing_init_success',
    route: '/register/signing-init-wait',
    spec: '§3 signing redirect response, §4 signing_init_success, §8 signing redirect failure',
    machine: R,
    state: `${R}.waiting.step.signing_init_success`,
    branch: 'main',
    column: 9,
    passes: true,
  },
  {
    id: 'signing_result',
    route: '/register/signing-waiting-results',
    spec: '§2 /register/signing-waiting-results, §4 signing_result',
    machine: R,
    state: `${R}.waiting.step.signing_result`,
    branch: 'main',
    column: 10,
    passes: true,
  },
  {
    id: 'personal_cabinet',
    route: '/register/lk',
    spec: '§2 /register/lk, §3 cabinet request, §4 personal_cabinet',
    machine: R,
    state: `${R}.personal_cabinet`,
    branch: 'main',
    column: 11,
    passes: false,
  },
];

export interface JourneyMove {
  from: JourneyStepId;
  to: JourneyStepId;
  /** What moves the applicant on, in words. */
  how: string;
}

/**
 * The moves between steps an applicant can meet (SPEC.md §4 and the scenarios of SANDBOX.md):
 * the main line, then the branches. A failure's retry leads back up the main line.
 */
export const JOURNEY_MOVES: readonly JourneyMove[] = [
  { from: 'login.phone', to: 'login.code', how: 'phone sent' },
  { from: 'login.code', to: 'iin', how: 'SMS code confirmed' },
  { from: 'iin', to: 'personal', how: 'IIN sent' },
  { from: 'iin', to: 'personal_and_passport', how: 'IIN sent (serial 0101)' },
  { from: 'iin', to: 'waiting_external_personal', how: 'IIN sent (serial 0102)' },
  { from: 'personal', to: 'passport', how: 'personal data sent' },
  { from: 'passport', to: 'verigram', how: 'passport data sent' },
  { from: 'personal_and_passport', to: 'verigram', how: 'both forms sent' },
  { from: 'waiting_external_personal', to: 'waiting_external_photo', how: 'server' },
  { from: 'waiting_external_photo', to: 'client_creating', how: 'server' },
  { from: 'client_creating', to: 'verigram', how: 'server' },
  { from: 'verigram', to: 'waiting_liveness_results', how: 'selfie taken' },
  { from: 'waiting_liveness_results', to: 'signing_init', how: 'photo matches' },
  { from: 'waiting_liveness_results', to: 'liveness_failed', how: 'photo rejected' },
  { from: 'liveness_failed', to: 'verigram', how: 'retake the selfie' },
  { from: 'signing_init', to: 'signing_init_success', how: 'documents ready' },
  { from: 'signing_init', to: 'signing_failed', how: 'signing failed' },
  { from: 'signing_failed', to: 'signing_init', how: 'sign again' },
  { from: 'signing_init_success', to: 'signing_result', how: 'signed on the signing page' },
  { from: 'signing_result', to: 'personal_cabinet', how: 'signature checked' },
];

const byId = new Map(JOURNEY.map((step) => [step.id, step]));

export function journeyStep(id: JourneyStepId): JourneyStep {
  // JOURNEY lists every JourneyStepId.
  return byId.get(id) as JourneyStep;
}

export const JOURNEY_STEP_IDS: readonly JourneyStepId[] = JOURNEY.map((step) => step.id);

export function isJourneyStepId(value: string): value is JourneyStepId {
  return byId.has(value as JourneyStepId);
}

/**
 * The journey step that a set of active state node ids shows: the deepest step state among
 * them (the registration's waiting steps sit inside `waiting`), or undefined (booting, fatal…).
 */
export function stepOfActive(active: readonly string[]): JourneyStep | undefined {
  let found: JourneyStep | undefined;
  for (const step of JOURNEY) {
    if (active.includes(step.state) && (!found || step.state.length > found.state.length)) {
      found = step;
    }
  }
  return found;
}

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

function metaOf(node: GraphNode): { step?: unknown; route?: unknown; kind?: unknown } {
  return (node.meta ?? {}) as { step?: unknown; route?: unknown; kind?: unknown };
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
  const stepsOf = (machine: string) => JOURNEY.filter((step) => step.machine === machine);

  for (const graph of graphs) {
    const steps = stepsOf(graph.id);
    const nodes = new Map(graph.nodes.map((node) => [node.id, node]));
    const parentOf = (node: GraphNode) => (node.parent ? nodes.get(node.parent) : undefined);
    /** The JOURNEY step whose state is the node or an ancestor of it (deepest wins). */
    const enclosingStep = (node: GraphNode): JourneyStep | undefined => {
      for (let at: GraphNode | undefined = node; at; at = parentOf(at)) {
        const step = byState.get(at.id);
        if (step) return step;
      }
      return undefined;
    };
    const namedStep = (node: GraphNode): { step: string; node: GraphNode } | undefined => {
      for (let at: GraphNode | undefined = node; at; at = parentOf(at)) {
        const { step } = metaOf(at);
        if (typeof step === 'string') return { step, node: at };
      }
      return undefined;
    };
    const loginParents = new Set(
      steps.map((step) => nodes.get(step.state)?.parent).filter((id) => id !== undefined),
    );
    const topLevel = (node: GraphNode): GraphNode => {
      let at = node;
      while (at.parent && at.parent !== graph.id) at = nodes.get(at.parent) as GraphNode;
      return at;
    };

    for (const node of graph.nodes) {
      if (node.parent === undefined) continue;
      const enclosing = enclosingStep(node);
      if (enclosing) {
        nodeOf.set(node.id, enclosing.id);
        continue;
      }
      const named = namedStep(node);
      if (named && isJourneyStepId(named.step)) {
        nodeOf.set(node.id, named.step);
        continue;
      }
      if (named) {
        addOther(named.node, graph.id, `${graph.id}.${named.step}`);
        nodeOf.set(node.id, `${graph.id}.${named.step}`);
        continue;
      }
      const { route } = metaOf(node);
      const sameRoute = steps.filter((step) => step.route === route);
      if (typeof route === 'string' && sameRoute.length === 1) {
        nodeOf.set(node.id, (sameRoute[0] as JourneyStep).id);
        continue;
      }
      // A login state between the phone and the code forms: the screen its tags say.
      const under = [...loginParents].find((parent) => node.id.startsWith(`${parent}.`));
      if (under) {
        const code = node.tags.includes('screen:code') || hasCodeAncestor(node);
        const step = steps.find((candidate) =>
          code ? candidate.id === 'login.code' : candidate.id === 'login.phone',
        );
        if (step) {
          nodeOf.set(node.id, step.id);
          continue;
        }
      }
      const top = topLevel(node);
      if (top.meta !== undefined) {
        addOther(top, graph.id, top.id);
        nodeOf.set(node.id, top.id);
      }
    }

    function hasCodeAncestor(node: GraphNode): boolean {
      for (let at = parentOf(node); at; at = parentOf(at)) {
        if (at.tags.includes('screen:code')) return true;
      }
      return false;
    }
  }

  function addOther(node: GraphNode, machine: string, id: string) {
    if (others.has(id)) return;
    const { route } = metaOf(node);
    others.set(id, {
      id,
      kind: 'other',
      machine,
      state: node.id,
      route: typeof route === 'string' ? route : null,
      spec: OTHER_SPEC[node.key] ?? null,
      branch: null,
      column: null,
      passes: false,
      states: [],
    });
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
