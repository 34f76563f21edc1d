// The one subscriber (issue 48): while a login or registration screen is up, the _auth layout
// follows the machines' screen with the router (one navigation, which the guard lets through),
// and preloads the screens the flow expects next. Nothing else moves a registration address
// but the guard of a deep link or a reload.
import type { AnyRouter } from '@tanstack/react-router';
import { formAt } from '../../../contract';
import { routeName, stripLocale } from '../../platform/locale';
import { logCannotFindRoute } from '../../platform/not-found';
import type { RegistrationContext } from './gate';
import { prefetchNextScreens, type ScreenPreloader } from './next-screens';
import type { RegistrationRuntime } from './runtime/types';
import { replacementFor } from './step-guard';
import { whenRouterReady } from '../../ui/router-ready';

/**
 * Whether the router has a page at this path: a route matched to the end (no splat left over,
 * and no catch-all such as /register/$, which only sends the applicant on; register/$step only
 * where a form step is declared) and a first segment that is the locale prefix, if any.
 */
export function hasPage(router: AnyRouter, path: string): boolean {
  const [, params, route] = router.getMatchedRoutes(path);
  if (!route || '**' in params || '_splat' in params) return false;
  if ('step' in params && !formAt(stripLocale(path))) return false;
  return params.locale === undefined || params.locale === 'kk';
}

/** Where the machines' screen takes the router: the address it replaces, when it must. */
export function screenNavigator(router: AnyRouter, registration: RegistrationContext) {
  return (route: string): void => {
    const target = replacementFor(router.latestLocation.pathname, route);
    if (!target) return;
    // The machine names a screen this build has no page for: logged (SPEC §8); the guard still
    // sends the applicant there (the catch-all), rather than leaving a stale screen up.
    if (!hasPage(router, target)) logCannotFindRoute(routeName(target), target);
    registration.follow(target);
    void router.navigate({ href: target, replace: true });
  };
}

/** Follows `runtime`'s screen with `router` until the returned stop is called. */
export function followScreens(
  runtime: RegistrationRuntime,
  router: AnyRouter,
  registration: RegistrationContext,
): () => void {
  const preloader: ScreenPreloader = {
    // Read when called: main.tsx limits the router's concurrent preloads.
    preload: (href) => router.preloadRoute({ to: href }),
    settled: () => whenRouterReady(router),
  };
  const stopScreens = runtime.onScreenChange(screenNavigator(router, registration));
  const stopPrefetch = prefetchNextScreens(runtime, preloader);
  return () => {
    stopScreens();
    stopPrefetch();
  };
}
