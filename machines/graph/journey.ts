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
import { JOURNEY_NODE_IDS, LOGIN_PHASES, type JourneyNodeId } from '../../contract/journey';
import {
  isStepName,
  nextSteps,
  STEP_NAMES,
  stepDeclaration,
  type StepName,
} from '../../contract/registration';
import type { Branch } from '../../contract/steps/declare';
import { stepEntry } from '../registration/steps';
import type { GraphNode, MachineGraph } from './graph';

export type { Branch };

/** A node of the journey: a login phase or a registration step_name of SPEC.md §4. */
export type JourneyStepId = JourneyNodeId;

type LoginPhase = (typeof LOGIN_PHASES)[number];

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
   * background step of SANDBOX.md, passed in a few seconds (the declarations' wait steps).
   */
  passes: boolean;
}

export interface JourneyMove {
  from: JourneyStepId;
  to: JourneyStepId;
  /** What moves the applicant on, in words. */
  how: string;
}

/**
 * The moves that need words of their own. Any other move is worded by its step's kind: from a
 * form, "<step> data sent"; from a step the server passes, "server".
 */
const MOVE_HOW: Readonly<Record<string, string>> = {
  'iin>personal': 'IIN sent',
  'iin>personal_and_passport': 'IIN sent (serial 0101)',
  'iin>waiting_external_personal': 'IIN sent (serial 0102)',
  'personal_and_passport>verigram': 'both forms sent',
  'verigram>waiting_liveness_results': 'selfie taken',
  'waiting_liveness_results>signing_init': 'photo matches',
  'waiting_liveness_results>liveness_failed': 'photo rejected',
  'liveness_failed>verigram': 'retake the selfie',
  'signing_init>signing_init_success': 'documents ready',
  'signing_init>signing_failed': 'signing failed',
  'signing_failed>signing_init': 'sign again',
  'signing_init_success>signing_result': 'signed on the signing page',
  'signing_init_success>signing_failed': 'declined on the signing page',
  'signing_result>personal_cabinet': 'signature checked',
};

function howOf(from: StepName, to: StepName): string {
  const own = MOVE_HOW[`${from}>${to}`];
  if (own !== undefined) return own;
  const { kind } = stepDeclaration(from);
  return kind === 'form' ? `${from} data sent` : kind === 'wait' ? 'server' : `${from} done`;
}

/**
 * The moves between steps an applicant can meet (SPEC.md §4 and the scenarios of SANDBOX.md):
 * the login, then each step's declared `next`. A failure's retry leads back up the main line.
 */
export const JOURNEY_MOVES: readonly JourneyMove[] = [
  { from: 'login.phone', to: 'login.code', how: 'phone sent' },
  { from: 'login.code', to: 'iin', how: 'SMS code confirmed' },
  ...STEP_NAMES.flatMap((from) =>
    nextSteps(from).map((to) => ({ from, to, how: howOf(from, to) })),
  ),
];

interface Place {
  spec: string;
  branch: Branch;
}

/** The login phases' places: both on /login, on the main line. */
const LOGIN_PLACES: Record<LoginPhase, Place> = {
  'login.phone': { spec: '§2 /login, §4 login status', branch: 'main' },
  'login.code': { spec: '§2 /login, §3 document signing, auth request', branch: 'main' },
};

/**
 * A step's place: the SPEC.md sections its declaration names (by default its screen, its
 * payload for a form, and its step) and its branch of SANDBOX.md (by default the main line).
 */
function placeOf(step: StepName): Place {
  const { route, kind, spec, branch } = stepDeclaration(step);
  const payload = kind === 'form' ? `, §3 ${step} payload` : '';
  return { spec: spec ?? `§2 ${route}${payload}, §4 ${step}`, branch: branch ?? 'main' };
}

/** The login phases are the session machine's: both on /login, the screen its states show. */
const LOGIN_STATES: Record<LoginPhase, string> = {
  'login.phone': 'session.loggedOut.phoneEntry',
  'login.code': 'session.loggedOut.codeEntry',
};

const isLoginPhase = (id: string): id is LoginPhase => id in LOGIN_STATES;

/**
 * Each node's column: the longest run of forward moves (to a node later in JOURNEY_NODE_IDS)
 * that reaches it; a retry, a move back up, does not push a node down. Forward moves go up the
 * order, so one pass in that order sees every node's sources first.
 */
function columnsOf(moves: readonly JourneyMove[]): Map<JourneyStepId, number> {
  const order = new Map<JourneyStepId, number>(JOURNEY_NODE_IDS.map((id, index) => [id, index]));
  const rank = (id: JourneyStepId) => order.get(id) ?? 0;
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

const loginStep = (id: LoginPhase): JourneyStep => ({
  id,
  ...LOGIN_PLACES[id],
  column: COLUMNS.get(id) ?? 0,
  route: '/login',
  machine: 'session',
  state: LOGIN_STATES[id],
  passes: false,
});

const registrationStep = (id: StepName): JourneyStep => {
  const entry = stepEntry(id);
  return {
    id,
    ...placeOf(id),
    column: COLUMNS.get(id) ?? 0,
    route: entry.route,
    machine: 'registration',
    state: `registration.${entry.state}`,
    passes: entry.waiting,
  };
};

export const JOURNEY: readonly JourneyStep[] = [
  ...LOGIN_PHASES.map(loginStep),
  ...STEP_NAMES.map(registrationStep),
];

const byId = new Map(JOURNEY.map((step) => [step.id, step]));

export function journeyStep(id: JourneyStepId): JourneyStep {
  const step = byId.get(id);
  if (!step) throw new Error(`No journey step ${id}`);
  return step;
}

export const JOURNEY_STEP_IDS: readonly JourneyStepId[] = JOURNEY.map((step) => step.id);

export function isJourneyStepId(value: string): value is JourneyStepId {
  return isLoginPhase(value) || isStepName(value);
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
