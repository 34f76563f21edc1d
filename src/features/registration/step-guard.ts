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
   * SPEC §2 clear-login (clear-login.ts): an unfinished login is dropped, unless the
   * router was already showing `path` (in either language).
   */
  clearLogin(path: string): void;
}

/** /login, /login/* and /register/*: the paths the registration flow owns (no locale prefix). */
export function isRegistrationPath(path: string): boolean {
  return path === '/login' || path.startsWith('/login/') || path.startsWith('/register/');
}

/**
 * Where a registration address must be replaced to when `screen` is the machines' answer for
 * it: the screen in the address's language, or null when it may stay (or is no flow address).
 */
export function replacementFor(pathname: string, screen: string | null): string | null {
  const path = stripLocale(pathname);
  if (!isRegistrationPath(path) || !screen || screen === path) return null;
  return localizePath(screen, localeFromPath(pathname));
}

/**
 * The beforeLoad of the _auth layout, the one place a registration address is decided: run on
 * every navigation inside it, the router's own to the machines' new screen included. A flow
 * address that is not the screen is replaced by it. A preload
 * (the next screen fetched ahead, a link's hover) is no navigation: it loads the flow, then the
 * screen's code and data, wherever the applicant is now; the navigation is guarded when it comes.
 */
export async function stepGuard(
  gate: RegistrationGate,
  pathname: string,
  preload = false,
): Promise<void> {
  const path = stripLocale(pathname);
  if (!isRegistrationPath(path)) return;
  const replacement = replacementFor(pathname, await gate.screenFor(path));
  if (replacement && !preload) throw replaceTo(replacement);
}

/** Whether two addresses are the same page, whatever their language. */
export function samePage(a: string | undefined, b: string): boolean {
  return a !== undefined && stripLocale(a) === stripLocale(b);
}
