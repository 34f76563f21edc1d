import { STEP, type StepName } from '../../../contract';
import { EXPECTED_NEXT } from '../../../machines/registration/model';

/**
 * The steps the flow expects after `step`, the usual ones the server names next; null: signed in
 * (or about to be, on the SMS code form) before the server has named a step, when a new
 * applicant's first step comes. The one place the app reads this: today the registration
 * model's table, which the statechart's paths and the journey view read too.
 */
export function nextStepsOf(step: StepName | null): readonly StepName[] {
  return step === null ? [STEP.iin] : EXPECTED_NEXT[step];
}
