import type { RegistrationGate } from './step-guard';

/**
 * SPEC §2 "/login: guards step-route-guard and clear-login". What we read it to mean: the step
 * guard runs first, so a logged-in applicant who opens /login is sent on to their step (and is
 * never logged out by it: logging out is the «Выйти» button). For everyone else, /login entered
 * from another page begins a clean login at the phone form: whatever an unfinished login left in
 * this tab (the code form, its code, the document token, field errors) is dropped. The phone
 * typed before is kept to be offered again, and so is the reason the applicant was sent here
 * (an expired session). Moving within /login (its language, a reload of the same page) is not
 * entering it and clears nothing.
 */
export function clearLogin(
  gate: RegistrationGate,
  { cause, pathname }: { cause: 'enter' | 'stay' | 'preload'; pathname: string },
): void {
  if (cause === 'enter') gate.clearLogin(pathname);
}
