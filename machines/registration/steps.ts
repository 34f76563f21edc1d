import { type StepName } from '../../contract';

/**
 * The step_name ⇄ state ⇄ route table of SPEC.md §4, the one place that knows it.
 *
 * `state` is the path of the state node in the registration machine that shows the step;
 * `route` is the app path without locale prefix (the router adds `/kk` when needed);
 * `rank` orders the steps along the flow so a realtime push for a step the applicant is already
 * past can be recognised as stale (see guards.ts); `waiting` steps are the ones where the
 * applicant waits on the server, so the machine subscribes to realtime and polls there.
 *
 * Decisions where SPEC.md says "not shown":
 * - verigram → '/register/photo'. The server names verigram while it needs the photo; once the
 *   provider has the result the client moves itself to waiting_liveness_results, which has its
 *   own screen, so verigram never needs the waiting one.
 * - signing_init_success → '/register/signing-init-wait'. From the applicant's side signing has
 *   not started yet while the redirect URL is fetched; signing-waiting-results is the screen the
 *   signing page sends them back to, shown while the outcome is posted.
 * - Ranks: liveness_failed ranks after waiting_liveness_results and signing_failed after
 *   signing_result, because those failures are reported after the waits. The two retries that
 *   move "backwards" (liveness_failed → verigram, signing_failed → signing_init) happen only on
 *   the applicant's own request, whose answer is always accepted.
 */
const TABLE = {
  iin: { route: '/login/iin', rank: 0, waiting: false },
  personal: { route: '/register/personal', rank: 10, waiting: false },
  waiting_external_personal: { route: '/register/wait', rank: 10, waiting: true },
  passport: { route: '/register/passport', rank: 20, waiting: false },
  personal_and_passport: { route: '/register/personal-and-passport', rank: 20, waiting: false },
  waiting_external_photo: { route: '/register/wait', rank: 20, waiting: true },
  client_creating: { route: '/register/wait', rank: 30, waiting: true },
  verigram: { route: '/register/photo', rank: 40, waiting: false },
  waiting_liveness_results: {
    route: '/register/liveness-waiting-results',
    rank: 50,
    waiting: true,
  },
  liveness_failed: { route: '/register/liveness-error', rank: 60, waiting: false },
  signing_init: { route: '/register/signing-init-wait', rank: 70, waiting: true },
  signing_init_success: { route: '/register/signing-init-wait', rank: 80, waiting: true },
  signing_result: { route: '/register/signing-waiting-results', rank: 90, waiting: true },
  signing_failed: { route: '/register/signing-init-error', rank: 95, waiting: false },
  personal_cabinet: { route: '/register/lk', rank: 100, waiting: false },
} as const satisfies Record<StepName, { route: `/${string}`; rank: number; waiting: boolean }>;

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

/** Every path the registration flow can put in the address bar (plus /login when signed out). */
export type RegistrationRoute = StepRoute | '/login';

const byStep = new Map<string, StepEntry>(STEPS.map((entry) => [entry.step, entry]));

export const WAITING_STEPS: readonly WaitingStepName[] = STEPS.filter(
  (entry): entry is Extract<StepEntry, { waiting: true }> => entry.waiting,
).map((entry) => entry.step);

export function stepEntry(step: StepName): StepEntry {
  // The map is built from STEPS, so a StepName is always there.
  return byStep.get(step) as StepEntry;
}

/** The progress rank of a step; unknown steps have none. */
export function rankOf(step: string | null): number | undefined {
  return step === null ? undefined : byStep.get(step)?.rank;
}

/** The screen of a step (route without locale prefix). */
export function routeOf(step: StepName): StepRoute {
  return stepEntry(step).route;
}
