import { replaceTo } from '../../ui/redirect';
import { localeFromPath, localizePath, stripLocale } from '../../platform/locale';

/**
 * What routes may ask of the registration flow: the step guard of SPEC §2 ("if the URL is not
 * the screen of the current state, replace it"). The router context carries one.
 */
export interface RegistrationGate {
  /** The path the applicant must be on instead of `path` (both without locale prefix), or null. */
  screenFor(path: string): Promise<string | null>;
}

/** The beforeLoad of every /login/iin and /register/* route. */
export async function stepGuard(gate: RegistrationGate, pathname: string): Promise<void> {
  const path = stripLocale(pathname);
  const screen = await gate.screenFor(path);
  if (screen && screen !== path) {
    throw replaceTo(localizePath(screen, localeFromPath(pathname)));
  }
}
