// How an applicant moves between steps. Calls move them synchronously; the asynchronous steps
// (the ones the real backend finishes in the background) move on by themselves after
// `stepDelayMs`. Every change is pushed on the applicant's realtime channel.
import {
  nextSteps,
  STEP,
  STEP_EVENT_NAME,
  stepDeclaration,
  WAIT_STEPS,
  type StepName,
} from '../contract';
import type { Applicant } from './applicant';
import type { Faults } from './faults';
import type { Realtime } from './realtime/ably-protocol';

type Next = { step: StepName; error?: string };

const isLeftElsewhere = (step: StepName) => {
  const declaration = stepDeclaration(step);
  return declaration.kind === 'wait' && declaration.leftElsewhere === true;
};

/**
 * Steps the server leaves by itself after `stepDelayMs`: the declared wait steps, but the one
 * the applicant leaves on the signing page.
 */
const BACKGROUND_STEPS: ReadonlySet<StepName> = new Set(
  WAIT_STEPS.filter((step) => !isLeftElsewhere(step)),
);

/** Where a background step leads once its work is "done": its scenario's say, else its next. */
function successor(applicant: Applicant): Next | null {
  switch (applicant.step) {
    case STEP.waiting_liveness_results:
      return livenessOutcome(applicant);
    case STEP.signing_init:
      if (applicant.scenario === 'signingFailsOnce' && !applicant.fired.has('signingFailed')) {
        applicant.fired.add('signingFailed');
        return { step: STEP.signing_failed };
      }
      break;
  }
  const next = nextSteps(applicant.step)[0];
  return next ? { step: next } : null;
}

function livenessOutcome(applicant: Applicant): Next {
  if (applicant.underage)
    return { step: STEP.liveness_failed, error: 'coiderrortype_user_too_young' };
  if (applicant.scenario === 'livenessServerError') {
    return { step: STEP.liveness_failed, error: 'coiderrortype_coid_server_error' };
  }
  if (applicant.scenario === 'lowSimilarityOnce' && !applicant.fired.has('lowSimilarity')) {
    applicant.fired.add('lowSimilarity');
    return { step: STEP.liveness_failed, error: 'coiderrortype_low_similarity' };
  }
  return { step: STEP.signing_init };
}

export interface FlowDeps {
  realtime: Realtime;
  faults: () => Faults;
  stepDelayMs: number;
  log: (line: string) => void;
}

export interface Flow {
  /** Puts the applicant on `step`, pushes it, and schedules what follows a background step. */
  enter(applicant: Applicant, step: StepName, error?: string | null): void;
  /** Forgets every scheduled move (reset, shutdown). */
  cancelAll(): void;
}

export function createFlow(deps: FlowDeps): Flow {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  function push(applicant: Applicant) {
    if (deps.faults().silentRealtime || applicant.scenario === 'silent') return;
    deps.realtime.publish(applicant.channel, STEP_EVENT_NAME, { step: applicant.step });
  }

  function enter(applicant: Applicant, step: StepName, error: string | null = null) {
    clearTimeout(timers.get(applicant.phone));
    timers.delete(applicant.phone);
    applicant.step = step;
    applicant.error = error;
    applicant.history.push(step);
    deps.log(`${applicant.phone}: step ${step}${error ? ` (${error})` : ''}`);
    push(applicant);
    if (!BACKGROUND_STEPS.has(step)) return;
    timers.set(
      applicant.phone,
      setTimeout(() => {
        timers.delete(applicant.phone);
        const next = successor(applicant);
        if (next) enter(applicant, next.step, next.error ?? null);
      }, deps.stepDelayMs),
    );
  }

  return {
    enter,
    cancelAll() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
