// The global navigation checks of SPEC §2, run in its order after every navigation: (earlier
// checks: a new build waiting to load), sending stored marketing parameters, naming the
// telemetry view after the route, page metadata, and the server-supplied redirect by path.
// The first check that decides where to go ends the run; a failing check is logged and skipped
// so it can never strand the visitor.
import { logError } from './logger';
import type { RouteRedirect } from './route-rules';
import { setTelemetryView } from './telemetry-view';
import { utmNavigationCheck, type UtmSendDeps } from './utm';
import { newBuildReload } from './version';

export interface NavigationContext {
  /** Path as the router resolved it, locale prefix included. */
  pathname: string;
  /** Route name with its locale suffix, as in Nuxt: `/kk/login/iin` → `login-iin___kk`. */
  routeName: string;
  /** The full URL of the page navigated to (used for a full reload). */
  href: string;
}

/** Resolves once the browser has painted the current frame (at once where nothing paints). */
export function afterPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

export type NavigationDecision = RouteRedirect | { kind: 'reload'; href: string };

type Decision = NavigationDecision | null | void;

export interface NavigationCheck {
  name: string;
  run(context: NavigationContext): Decision | Promise<Decision>;
}

export function createNavigationChecks(checks: readonly NavigationCheck[]) {
  return async function runNavigationChecks(
    context: NavigationContext,
  ): Promise<NavigationDecision | null> {
    for (const check of checks) {
      try {
        const decision = await check.run(context);
        if (decision) return decision;
      } catch (error) {
        logError(error);
      }
    }
    return null;
  };
}

export interface StandardChecksDeps {
  utm: UtmSendDeps;
  /** Title, description, canonical, alternates and share tags of the page (src/platform/meta.ts). */
  applyPageMeta: (context: NavigationContext) => void | Promise<void>;
  routeRulesUrl?: string;
  /** Settles once the app has taken over the page (ready.ts); at once where nothing waits. */
  appReady?: () => Promise<void>;
}

export function standardNavigationChecks(deps: StandardChecksDeps): NavigationCheck[] {
  return [
    { name: 'new build', run: ({ href }) => newBuildReload(href) },
    {
      name: 'marketing parameters',
      // Not awaited: the send and its re-entry of the path must not hold up this navigation.
      run: ({ routeName }) => void utmNavigationCheck(routeName, deps.utm),
    },
    {
      name: 'telemetry view',
      run: ({ routeName }) => {
        setTelemetryView(routeName);
      },
    },
    {
      name: 'page metadata',
      run: async (context) => {
        await deps.applyPageMeta(context);
      },
    },
    {
      name: 'route rules',
      // After the app has taken over the page and painted: the rules and their schema
      // validation (valibot) are not needed to show a page or answer its controls, and on a
      // slow phone they must not delay either.
      run: async ({ pathname }) => {
        await deps.appReady?.();
        await afterPaint();
        const { checkRouteRedirect } = await import('./route-rules');
        return checkRouteRedirect(pathname, deps.routeRulesUrl ? { url: deps.routeRulesUrl } : {});
      },
    },
  ];
}

/** Carries out a decision: the router for in-app redirects, the browser for everything else. */
export function applyNavigationDecision(
  decision: NavigationDecision,
  {
    navigate,
    assign = (href) => location.assign(href),
  }: { navigate: (to: string) => void; assign?: (href: string) => void },
): void {
  if (decision.kind === 'internal') navigate(decision.to);
  else assign(decision.href);
}
