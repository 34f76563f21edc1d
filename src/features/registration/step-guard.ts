import { replaceTo } from '../../ui/redirect';
import { localeFromPath, localizePath, stripLocale } from '../../platform/locale';

/**
 * What routes may ask of the registration flow: the step guard of SPEC §2 ("if the URL is not
 * the screen of the current state, replace it"). The router context carries one.
 */
export interface RegistrationGate {
  /** The path the applicant must be on instead of `path` (both without locale prefix), or null. */
  screenFor(path: string): Promise<string | null>;
  /**
   * SPEC §2 clear-login (see clearLogin below): an unfinished login is dropped, unless the
   * router was already showing `path` (in either language).
   */
  clearLogin(path: string): void;
}

/** /login, /login/* and /register/*: the paths the registration flow owns (no locale prefix). */
export function isRegistrationPath(path: string): boolean {
  return path === '/login' || path.startsWith('/login/') || path.startsWith('/register/');
}

/**
 * The beforeLoad of the _auth layout, run on every navigation inside it: a registration path
 * that is not the machine's screen is replaced by it; other pages (badbrowser) pass.
 */
export async function stepGuard(gate: RegistrationGate, pathname: string): Promise<void> {
  const path = stripLocale(pathname);
  if (!isRegistrationPath(path)) return;
  const screen = await gate.screenFor(path);
  if (screen && screen !== path) {
    throw replaceTo(localizePath(screen, localeFromPath(pathname)));
  }
}

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

/** Whether two addresses are the same page, whatever their language. */
export function samePage(a: string | undefined, b: string): boolean {
  return a !== undefined && stripLocale(a) === stripLocale(b);
}
