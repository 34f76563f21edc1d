import type { RegistrationContext } from './context';
import { identificationScreen } from '../../contract';
import type { LivenessOutput } from '../liveness';

/**
 * Which steps the server names move the applicant. The server's word wins: any step that
 * differs from the tab's is followed, forward, backward or to a step of the same rank, whether
 * it came as an answer to this tab's own request (a fresh read: the boot, a poll, a submit, the
 * signing result or repeat) or as a realtime push. The one exception, in one sentence:
 *
 *   **a push the server sent before it answered the tab's last fresh read is ignored**
 *
 * because that read already told a newer truth (pushes arrive in order among themselves, but
 * not in order with HTTP answers). Times are the server's: the push's message timestamp and the
 * answer's Date header. When either is unknown the push is followed.
 *
 * Unknown step names are followed so that the dispatch can make them fatal (SPEC: an unknown
 * step_name is a fatal error, not a blank screen).
 */
export function namesOtherStep(context: Pick<RegistrationContext, 'step'>, step: string): boolean {
  return step !== context.step;
}

export function isStalePush(
  context: Pick<RegistrationContext, 'freshAt'>,
  sentAt: number | null,
): boolean {
  return sentAt !== null && context.freshAt !== null && sentAt < context.freshAt;
}

/** A push that moves the applicant: it names another step and is not older than the last read. */
export function followsPush(
  context: Pick<RegistrationContext, 'step' | 'freshAt'>,
  push: { step: string; sentAt: number | null },
): boolean {
  return namesOtherStep(context, push.step) && !isStalePush(context, push.sentAt);
}

export function isLowSimilarity(context: Pick<RegistrationContext, 'stepContext'>): boolean {
  return identificationScreen(context.stepContext?.error) === 'lowSimilarity';
}

/**
 * A selfie that ended because the browser cannot run the check (no camera API, SPEC.md §8
 * NotSupportedBrowserError): the applicant needs another browser, which /badbrowser explains.
 * Every other camera or provider error is explained on the photo screen, with a retry.
 */
export function leavesForBadBrowser(output: LivenessOutput): boolean {
  return output.kind === 'error' && output.errorName === 'NotSupportedBrowserError';
}
