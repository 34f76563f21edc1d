/**
 * The applicant's journey at the level of screens: the order a person meets the steps in, the
 * branches, and the state node each step gathers. The nodes are the contract's
 * (`JOURNEY_NODE_IDS`: the login phases, then SPEC.md §4's step names in order); a registration
 * step's route, state and whether the server passes it by itself are the step table's
 * (machines/registration/steps.ts), its SPEC.md sections, branch and the steps that may follow
 * it its declaration's (contract/steps). Written here: the login's places and the words of the
 * moves that need their own. The journey view of /dev/flow (journey-view.ts), `npm run paths`
 * and docs/flow.md's overview all draw it; unit tests check its routes against SPEC.md and
 * that every state node named here exists in its machine.
 */
import {
  HANDOFF_NODE,
  JOURNEY_NODE_IDS,
  type JourneyNodeId,
  type LOGIN_PHASES,
} from '../../contract/journey';
import {
  isStepName,
  nextSteps,
  STEP_NAMES,
  stepDeclaration,
  type StepName,
} from '../../contract/registration';
import type { Branch as StepBranch } from '../../contract/steps/declare';
import { stepEntry } from '../registration/steps';

/** A step's branch (contract/steps), or the photo step's offer to continue on the phone. */
export type Branch = StepBranch | 'handoff';

/** A node of the journey: a login phase or a registration step_name of SPEC.md §4. */
export type JourneyStepId = JourneyNodeId;

type LoginPhase = (typeof LOGIN_PHASES)[number];
type Handoff = typeof HANDOFF_NODE;

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

const STEP_MOVES: readonly JourneyMove[] = STEP_NAMES.flatMap((from) =>
  nextSteps(from).map((to) => ({ from, to, how: howOf(from, to) })),
);

/**
 * The offer to take the selfie on a phone (issue 33), beside the photo step: a computer's photo
 * step opens with it, so every way into the photo leads there too; on any device the applicant
 * asks for it or meets it with a camera error; they take the selfie here after all, or the
 * phone's selfie moves the server (and this screen) on.
 */
const HANDOFF_MOVES: readonly JourneyMove[] = [
  ...STEP_MOVES.filter((move) => move.to === 'verigram').map((move) => ({
    from: move.from,
    to: HANDOFF_NODE,
    how: `${move.how}, on a computer`,
  })),
  { from: 'verigram', to: HANDOFF_NODE, how: 'continue on the phone, or a camera error' },
  { from: HANDOFF_NODE, to: 'verigram', how: 'selfie on this device after all' },
  { from: HANDOFF_NODE, to: 'waiting_liveness_results', how: 'selfie taken on the phone' },
];

/**
 * The moves between steps an applicant can meet (SPEC.md §4 and the scenarios of SANDBOX.md):
 * the login, then each step's declared `next`, and the offer to continue on the phone. A
 * failure's retry leads back up the main line.
 */
export const JOURNEY_MOVES: readonly JourneyMove[] = [
  { from: 'login.phone', to: 'login.code', how: 'phone sent' },
  { from: 'login.code', to: 'iin', how: 'SMS code confirmed' },
  ...STEP_MOVES,
  ...HANDOFF_MOVES,
];

/** The photo step and its offer share a column: the moves between them go sideways. */
const isSideways = (move: JourneyMove) =>
  (move.from === 'verigram' && move.to === HANDOFF_NODE) ||
  (move.from === HANDOFF_NODE && move.to === 'verigram');

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
 * that reaches it; a retry, a move back up, does not push a node down, nor does a move sideways.
 * Forward moves go up the order, so one pass in that order sees every node's sources first.
 */
function columnsOf(moves: readonly JourneyMove[]): Map<JourneyStepId, number> {
  const order = new Map<JourneyStepId, number>(JOURNEY_NODE_IDS.map((id, index) => [id, index]));
  const rank = (id: JourneyStepId) => order.get(id) ?? 0;
  const columns = new Map<JourneyStepId, number>();
  for (const id of JOURNEY_NODE_IDS) {
    const after = moves
      .filter((move) => move.to === id && rank(move.from) < rank(id) && !isSideways(move))
      .map((move) => (columns.get(move.from) ?? 0) + 1);
    columns.set(id, Math.max(0, ...after));
  }
  return columns;
}

const COLUMNS = columnsOf(JOURNEY_MOVES);

const handoffStep = (id: Handoff): JourneyStep => ({
  id,
  spec: '§2 /register/photo, §3 device info, §4 verigram and realtime event',
  branch: 'handoff',
  column: COLUMNS.get(id) ?? 0,
  route: stepEntry('verigram').route,
  machine: 'registration',
  state: 'registration.verigram.handoff',
  passes: false,
});

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

export const JOURNEY: readonly JourneyStep[] = JOURNEY_NODE_IDS.map((id) =>
  isLoginPhase(id) ? loginStep(id) : id === HANDOFF_NODE ? handoffStep(id) : registrationStep(id),
);

const byId = new Map(JOURNEY.map((step) => [step.id, step]));

export function journeyStep(id: JourneyStepId): JourneyStep {
  const step = byId.get(id);
  if (!step) throw new Error(`No journey step ${id}`);
  return step;
}

export const JOURNEY_STEP_IDS: readonly JourneyStepId[] = JOURNEY.map((step) => step.id);

export function isJourneyStepId(value: string): value is JourneyStepId {
  return isLoginPhase(value) || isStepName(value) || value === HANDOFF_NODE;
}
