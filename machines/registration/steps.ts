import { type StepName } from '../../contract';

/**
 * The step_name ⇄ state ⇄ route table of SPEC.md §4, the one place that knows it.
 *
 * `state` is the path of the state node in the registration machine that shows the step;
 * `route` is the app path without locale prefix (the router adds `/kk` when needed);
 * `waiting` steps are the ones where the applicant waits on the server, so the machine polls
 * there besides listening to realtime (which it does on every step).
 *
 * Decisions where SPEC.md says "not shown":
 * - verigram → '/register/photo'. The server names verigram while it needs the photo; once the
 *   provider has the result the client moves itself to waiting_liveness_results, which has its
 *   own screen, so verigram never needs the waiting one.
 * - signing_init_success → '/register/signing-init-wait'. From the applicant's side signing has
 *   not started yet while the redirect URL is fetched; signing-waiting-results is the screen the
 *   signing page sends them back to, shown while the outcome is posted.
 */
const TABLE = {
  iin: { route: '/login/iin', waiting: false },
  personal: { route: '/register/personal', waiting: false },
  waiting_external_personal: { route: '/register/wait', waiting: true },
  passport: { route: '/register/passport', waiting: false },
  personal_and_passport: { route: '/register/personal-and-passport', waiting: false },
  waiting_external_photo: { route: '/register/wait', waiting: true },
  client_creating: { route: '/register/wait', waiting: true },
  verigram: { route: '/register/photo', waiting: false },
  waiting_liveness_results: {
    route: '/register/liveness-waiting-results',
    waiting: true,
  },
  liveness_failed: { route: '/register/liveness-error', waiting: false },
  signing_init: { route: '/register/signing-init-wait', waiting: true },
  signing_init_success: { route: '/register/signing-init-wait', waiting: true },
  signing_result: { route: '/register/signing-waiting-results', waiting: true },
  signing_failed: { route: '/register/signing-init-error', waiting: false },
  personal_cabinet: { route: '/register/lk', waiting: false },
} as const satisfies Record<StepName, { route: `/${string}`; waiting: boolean }>;

type Table = typeof TABLE;

/**
 * One row of the table. `state`: a waiting step lives inside the machine's `waiting` region,
 * every other step in the state named like it.
 */
export type StepEntry = {
  [K in StepName]: { step: K; state: string } & Table[K];
}[StepName];

export const STEPS: readonly StepEntry[] = (Object.keys(TABLE) as StepName[]).map(
  (step) =>
    ({
      step,
      state: TABLE[step].waiting ? `waiting.step.${step}` : step,
      ...TABLE[step],
    }) as StepEntry,
);

export type { StepName };
export type StepRoute = StepEntry['route'];
export type WaitingStepName = Extract<StepEntry, { waiting: true }>['step'];

/**
 * Every path the registration flow can put in the address bar: a step's screen, /login when
 * signed out, /badbrowser when the browser cannot take the selfie.
 */
export type RegistrationRoute = StepRoute | '/login' | '/badbrowser';

const byStep = new Map<string, StepEntry>(STEPS.map((entry) => [entry.step, entry]));

export const WAITING_STEPS: readonly WaitingStepName[] = STEPS.filter(
  (entry): entry is Extract<StepEntry, { waiting: true }> => entry.waiting,
).map((entry) => entry.step);

export function stepEntry(step: StepName): StepEntry {
  // The map is built from STEPS, so a StepName is always there.
  return byStep.get(step) as StepEntry;
}

/** The screen of a step (route without locale prefix). */
export function routeOf(step: StepName): StepRoute {
  return stepEntry(step).route;
}
