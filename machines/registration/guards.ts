import type { RegistrationContext } from './context';
import { identificationScreen, isStepName } from '../../contract';
import { rankOf } from './steps';

/**
 * Which step answers may move the applicant.
 *
 * - An answer to the applicant's own request (boot, a form submission, the signing result, the
 *   signing repeat) is always accepted: the server decides, even when it moves "back".
 * - A poll answer is a fresh read made after the current step was entered (the poll restarts on
 *   every step change), so it is accepted when it moves forward in rank.
 * - A realtime push may arrive late, so it is accepted only when it moves forward in rank and
 *   does not name the step the applicant just left by their own request (a retry after
 *   liveness_failed or a signing repeat after signing_failed): that push is the old news. If
 *   the same failure happens again for real, the poll still brings it.
 *
 * Unknown step names are accepted so that the dispatch can make them fatal (SPEC: an unknown
 * step_name is a fatal error, not a blank screen).
 */
export function movesForward(context: Pick<RegistrationContext, 'step'>, step: string): boolean {
  const next = rankOf(step);
  if (next === undefined) return true;
  const current = rankOf(context.step);
  return current === undefined || next > current;
}

export function isFreshPush(
  context: Pick<RegistrationContext, 'step' | 'retreatedFrom'>,
  step: string,
): boolean {
  return step !== context.retreatedFrom && movesForward(context, step);
}

/** The step the applicant leaves when an accepted answer moves them back, else null. */
export function retreatFrom(
  previous: string | null,
  next: string,
): RegistrationContext['retreatedFrom'] {
  const from = rankOf(previous);
  const to = rankOf(next);
  if (from === undefined || to === undefined || to >= from || !isStepName(previous)) return null;
  return previous;
}

export function isLowSimilarity(context: Pick<RegistrationContext, 'stepContext'>): boolean {
  return identificationScreen(context.stepContext?.error) === 'lowSimilarity';
}
