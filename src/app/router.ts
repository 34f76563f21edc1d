import { createRouter } from '@tanstack/react-router';
import {
  appRegistrationGate,
  followRegistrationWith,
  prefetchScreensWith,
} from '../features/registration/gate';
import type { RegistrationGate } from '../features/registration/step-guard';
import { routeName } from '../platform/locale';
import { whenRouterReady } from './navigation';
import { logCannotFindRoute } from '../platform/not-found';
import { routeTree } from '../routeTree.gen';

export function createAppRouter(registration: RegistrationGate = appRegistrationGate) {
  return createRouter({
    routeTree,
    context: { registration },
    defaultPreload: 'intent',
    scrollRestoration: true,
    // A new screen or a restored position is there at once, never a glide.
    scrollRestorationBehavior: 'instant',
    trailingSlash: 'never',
  });
}

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Whether the router has a page at this path: a route matched to the end (no splat left over,
 * and no catch-all such as /register/$, which only sends the applicant on) and a first
 * segment that is the locale prefix, if any.
 */
export function hasPage(router: AppRouter, path: string): boolean {
  const [, params, route] = router.getMatchedRoutes(path);
  if (!route || '**' in params || '_splat' in params) return false;
  return params.locale === undefined || params.locale === 'kk';
}

/** Routes are projections of the registration machine: its screen changes move the router. */
export function followRegistration(router: AppRouter): void {
  followRegistrationWith({
    currentPath: () => router.latestLocation.pathname,
    resolvedPath: () => router.state.resolvedLocation?.pathname,
    navigate: (path) => {
      // The machine names a screen this build has no page for: logged (SPEC §8), and the
      // router still goes there, to the 404 page, rather than leaving a stale screen up.
      if (!hasPage(router, path)) logCannotFindRoute(routeName(path), path);
      void router.navigate({ href: path, replace: true });
    },
  });
  prefetchScreensWith({
    // Read when called: main.tsx limits the router's concurrent preloads after this.
    preload: (href) => router.preloadRoute({ to: href }),
    settled: () => whenRouterReady(router),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
