import { nextSteps, STEP, type StepName } from '../../../contract';

/**
 * The steps the flow expects after `step`, the usual ones the server names next (the step's
 * declared `next`); null: signed in (or about to be, on the SMS code form) before the server has
 * named a step, when a new applicant's first step comes.
 */
export function nextStepsOf(step: StepName | null): readonly StepName[] {
  return step === null ? [STEP.iin] : nextSteps(step);
}
