import { STEP_NAMES, stepDeclaration, type StepName } from '../../contract';

/**
 * The step_name ⇄ state ⇄ route table of SPEC.md §4, read from the steps' declarations
 * (contract/steps/registration-steps.ts): a step's `route` is its screen (the router adds
 * `/kk` when needed); a `wait` step is one the server passes by itself, so its state lives
 * inside the machine's `waiting` region, where the machine polls besides listening to realtime
 * (which it does on every step); every other step is the state named like it.
 *
 * Decisions where SPEC.md says "not shown" (recorded with the declarations):
 * - verigram → '/register/photo'. The server names verigram while it needs the photo; once the
 *   provider has the result the client moves itself to waiting_liveness_results, which has its
 *   own screen, so verigram never needs the waiting one.
 * - signing_init_success → '/register/signing-init-wait'. From the applicant's side signing has
 *   not started yet while the redirect URL is fetched; signing-waiting-results is the screen the
 *   signing page sends them back to, shown while the outcome is posted.
 */
export interface StepEntry {
  step: StepName;
  /** The path of the state node in the registration machine that shows the step. */
  state: string;
  route: StepRoute;
  waiting: boolean;
}

export type { StepName };
export type StepRoute = `/${string}`;

export const STEPS: readonly StepEntry[] = STEP_NAMES.map((step) => {
  const { kind, route } = stepDeclaration(step);
  const waiting = kind === 'wait';
  return { step, state: waiting ? `waiting.step.${step}` : step, route, waiting };
});

/**
 * Every path the registration flow can put in the address bar: a step's screen, /login when
 * signed out, /badbrowser when the browser cannot take the selfie.
 */
export type RegistrationRoute = StepRoute | '/login' | '/badbrowser';

const byStep = new Map<StepName, StepEntry>(STEPS.map((entry) => [entry.step, entry]));

/** The steps the server passes by itself, in the journey's order. */
export const WAITING_STEPS: readonly StepName[] = STEPS.filter((entry) => entry.waiting).map(
  (entry) => entry.step,
);

export function stepEntry(step: StepName): StepEntry {
  const entry = byStep.get(step);
  if (!entry) throw new Error(`No step ${step} in the step table`);
  return entry;
}

/** The screen of a step (route without locale prefix). */
export function routeOf(step: StepName): StepRoute {
  return stepEntry(step).route;
}
