import type { RegistrationRoute, StepName } from './steps';

/** What a view needs to know about where the flow is, beyond the route. */
export type ScreenKind =
  'booting' | 'networkFailed' | 'timedOut' | 'fatal' | 'lowSimilarity' | 'alreadyFixing';

/** State meta of the registration machine: every screen state carries its route. */
export interface ScreenMeta {
  /** null: the state has no address of its own; the URL stays as it is. */
  route?: RegistrationRoute | null;
  step?: StepName;
  kind?: ScreenKind;
}

export interface Screen {
  /** The path (no locale prefix) the address bar must show, or null to leave it alone. */
  route: RegistrationRoute | null;
  step?: StepName;
  kind?: ScreenKind;
}

/**
 * Routes are projections of the machine's state: the screen is read from the meta of the
 * active state nodes, the deepest one that says something winning (getMeta lists them
 * parent first). While booting, and on the fatal, network-failed and timed-out screens, route is null.
 */
export function screenFor(snapshot: { getMeta(): Record<string, ScreenMeta | undefined> }): Screen {
  const screen: Screen = { route: null };
  for (const meta of Object.values(snapshot.getMeta())) {
    if (!meta) continue;
    if (meta.route !== undefined) screen.route = meta.route;
    if (meta.step !== undefined) screen.step = meta.step;
    if (meta.kind !== undefined) screen.kind = meta.kind;
  }
  return screen;
}
