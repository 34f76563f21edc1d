/**
 * The applicant's journey at the level of screens: the order a person meets the steps in, the
 * branches, and the state node each step gathers. The nodes are the contract's
 * (`JOURNEY_NODE_IDS`: the login phases, then SPEC.md §4's step names in order); a registration
 * step's route, state and whether the server passes it by itself are the step table's
 * (machines/registration/steps.ts). Written here from SPEC.md (§2 routes, §4 steps and login)
 * and SANDBOX.md (which scenario takes which branch): each step's SPEC.md sections and branch,
 * and the moves between steps. Two parts are read, not written again: an ordinary form step
 * needs no place (it is on the main line, its sections made from its route and name), and the
 * moves on from the forms after the IIN are the model's EXPECTED_NEXT. The journey view of /dev/flow, `npm run paths` and docs/flow.md's
 * overview all draw it; unit tests check its routes against SPEC.md and that every state node
 * named here exists in its machine.
 */
import { JOURNEY_NODE_IDS, type JourneyNodeId, type LOGIN_PHASES } from '../../contract/journey';
import { FORM_STEPS, type FormStep } from '../../contract/registration';
import { EXPECTED_NEXT } from '../registration/model';
import { stepEntry } from '../registration/steps';
import type { GraphNode, MachineGraph } from './graph';

/** A node of the journey: a login phase or a registration step_name of SPEC.md §4. */
export type JourneyStepId = JourneyNodeId;

type LoginPhase = (typeof LOGIN_PHASES)[number];

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
  /**
   * Column along the journey (steps of parallel branches share one): the longest run of moves
   * forward (to a later node of JOURNEY_NODE_IDS) from the first node to it.
   */
  column: number;
  /**
   * The server (or the app itself) leaves the step without the applicant doing anything: a
   * background step of SANDBOX.md, passed in a few seconds (the step table's waiting steps).
   */
  passes: boolean;
}

export interface JourneyMove {
  from: JourneyStepId;
  to: JourneyStepId;
  /** What moves the applicant on, in words. */
  how: string;
}

/** A form's move in words where "<step> data sent" does not say it. */
const FORM_SENT: Partial<Record<FormStep, string>> = {
  personal_and_passport: 'both forms sent',
};

/**
 * The moves on from each form after the IIN's: to the steps the server usually names next
 * (the model's EXPECTED_NEXT, the flows of SANDBOX.md), in the order of FORM_STEPS.
 */
const FORM_MOVES: readonly JourneyMove[] = FORM_STEPS.filter((step) => step !== 'iin').flatMap(
  (from) =>
    EXPECTED_NEXT[from].map((to) => ({ from, to, how: FORM_SENT[from] ?? `${from} data sent` })),
);

/**
 * The moves between steps an applicant can meet (SPEC.md §4 and the scenarios of SANDBOX.md):
 * the main line, then the branches. A failure's retry leads back up the main line. The moves on
 * from the forms after the IIN are FORM_MOVES.
 */
export const JOURNEY_MOVES: readonly JourneyMove[] = [
  { from: 'login.phone', to: 'login.code', how: 'phone sent' },
  { from: 'login.code', to: 'iin', how: 'SMS code confirmed' },
  { from: 'iin', to: 'personal', how: 'IIN sent' },
  { from: 'iin', to: 'personal_and_passport', how: 'IIN sent (serial 0101)' },
  { from: 'iin', to: 'waiting_external_personal', how: 'IIN sent (serial 0102)' },
  ...FORM_MOVES,
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

interface Place {
  spec: string;
  branch: Branch;
}

/**
 * Per node, the SPEC.md sections it implements and the branch of SANDBOX.md it is on. A form
 * step may be left out: it is then on the main line, and its sections are its screen, its
 * payload and its step (placeOf).
 */
const PLACES: { [K in Exclude<JourneyStepId, FormStep>]: Place } & {
  [K in FormStep]?: Place;
} = {
  'login.phone': { spec: '§2 /login, §4 login status', branch: 'main' },
  'login.code': { spec: '§2 /login, §3 document signing, auth request', branch: 'main' },
  iin: { spec: '§2 /login/iin, §3 registration iin payload, §4 iin', branch: 'main' },
  personal_and_passport: {
    spec: '§2 /register/personal-and-passport, §4 personal_and_passport',
    branch: 'combined',
  },
  waiting_external_personal: {
    spec: '§2 /register/wait, §4 waiting_external_personal',
    branch: 'external',
  },
  waiting_external_photo: {
    spec: '§2 /register/wait, §4 waiting_external_photo',
    branch: 'external',
  },
  client_creating: { spec: '§2 /register/wait, §4 client_creating', branch: 'external' },
  verigram: {
    spec: '§2 /register/photo, §3 liveness success, §4 verigram, §8 liveness errors',
    branch: 'main',
  },
  waiting_liveness_results: {
    spec: '§2 /register/liveness-waiting-results, §4 waiting_liveness_results',
    branch: 'main',
  },
  liveness_failed: {
    spec: '§2 low similarity screen, §4 liveness_failed, §8 identification errors',
    branch: 'livenessFailure',
  },
  signing_init: {
    spec: '§2 /register/signing-init-wait, §4 signing_init',
    branch: 'main',
  },
  signing_init_success: {
    spec: '§3 signing redirect response, §4 signing_init_success, §8 signing redirect failure',
    branch: 'main',
  },
  signing_failed: {
    spec: '§2 /register/signing-init-error, §4 signing_failed',
    branch: 'signingFailure',
  },
  signing_result: {
    spec: '§2 /register/signing-waiting-results, §4 signing_result',
    branch: 'main',
  },
  personal_cabinet: {
    spec: '§2 /register/lk, §3 cabinet request, §4 personal_cabinet',
    branch: 'main',
  },
};

/** A node's place: PLACES', or a form step's on the main line, from its route and name. */
function placeOf(id: JourneyStepId): Place {
  const place: Place | undefined = PLACES[id];
  if (place) return place;
  // PLACES has every node but the form steps.
  const step = id as FormStep;
  return { spec: `§2 ${stepEntry(step).route}, §3 ${step} payload, §4 ${step}`, branch: 'main' };
}

/** The login phases are the session machine's: both on /login, the screen its states show. */
const LOGIN_STATES: Record<LoginPhase, string> = {
  'login.phone': 'session.loggedOut.phoneEntry',
  'login.code': 'session.loggedOut.codeEntry',
};

const isLoginPhase = (id: JourneyStepId): id is LoginPhase => id in LOGIN_STATES;

/**
 * Each node's column: the longest run of forward moves (to a node later in JOURNEY_NODE_IDS)
 * that reaches it; a retry, a move back up, does not push a node down. Forward moves go up the
 * order, so one pass in that order sees every node's sources first.
 */
function columnsOf(moves: readonly JourneyMove[]): Map<JourneyStepId, number> {
  const order = new Map<JourneyStepId, number>(JOURNEY_NODE_IDS.map((id, index) => [id, index]));
  const rank = (id: JourneyStepId) => order.get(id) as number;
  const columns = new Map<JourneyStepId, number>();
  for (const id of JOURNEY_NODE_IDS) {
    const after = moves
      .filter((move) => move.to === id && rank(move.from) < rank(id))
      .map((move) => (columns.get(move.from) ?? 0) + 1);
    columns.set(id, Math.max(0, ...after));
  }
  return columns;
}

const COLUMNS = columnsOf(JOURNEY_MOVES);

export const JOURNEY: readonly JourneyStep[] = JOURNEY_NODE_IDS.map((id): JourneyStep => {
  const common = { id, ...placeOf(id), column: COLUMNS.get(id) as number };
  if (isLoginPhase(id)) {
    return {
      ...common,
      route: '/login',
      machine: 'session',
      state: LOGIN_STATES[id],
      passes: false,
    };
  }
  const entry = stepEntry(id);
  return {
    ...common,
    route: entry.route,
    machine: 'registration',
    state: `registration.${entry.state}`,
    passes: entry.waiting,
  };
});

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
