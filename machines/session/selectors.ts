/**
 * The tags of the session machine's states, and what the login screen reads through them
 * instead of state names:
 * - screen:code: the code form shows (entering, checking it);
 * - busy: a login call is in flight; sendingCode: the SMS is being sent (first time or again);
 *   checkingCode: the code and then the document token are being checked;
 * - canResend: the countdown is over; loggedIn: SPEC.md §4 login status.
 */
export type SessionTag =
  'screen:code' | 'busy' | 'sendingCode' | 'checkingCode' | 'canResend' | 'loggedIn';

interface Tagged {
  hasTag(tag: SessionTag): boolean;
  context: { codeSent: boolean };
}

export type LoginStep = 'phone' | 'code' | 'done';

/**
 * Which form of the login shows. Sending the SMS belongs to the form it was asked from: the
 * phone form the first time, the code form on a resend.
 */
export function loginStep(snapshot: Tagged): LoginStep {
  if (snapshot.hasTag('loggedIn')) return 'done';
  if (snapshot.hasTag('screen:code')) return 'code';
  return snapshot.hasTag('sendingCode') && snapshot.context.codeSent ? 'code' : 'phone';
}

export const isSendingCode = (snapshot: Tagged): boolean => snapshot.hasTag('sendingCode');
export const isCheckingCode = (snapshot: Tagged): boolean => snapshot.hasTag('checkingCode');
export const canResendCode = (snapshot: Tagged): boolean => snapshot.hasTag('canResend');
