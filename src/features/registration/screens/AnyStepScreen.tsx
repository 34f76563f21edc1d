import { StepFrame } from './StepFrame';

/**
 * A registration address the app has no page for (/register/address, an old bookmark): the
 * step guard sends the applicant on to their step; until the flow knows it (booting, a lost
 * connection) the frame says so. Never the 404 page while a session exists.
 */
export function AnyStepScreen() {
  return <StepFrame>{null}</StepFrame>;
}
