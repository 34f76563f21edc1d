import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { appRegistrationGate, linkRouter, type RouterLink } from '../features/registration/gate';
import { replacementFor, type RegistrationGate } from '../features/registration/step-guard';
import { routeName } from '../platform/locale';
import { whenRouterReady } from './navigation';
import { logCannotFindRoute } from '../platform/not-found';
import { routeTree } from '../routeTree.gen';

/** The app's router; tests give it their gate and a memory history. */
export function createAppRouter(
  registration: RegistrationGate = appRegistrationGate,
  history?: RouterHistory,
) {
  return createRouter({
    routeTree,
    context: { registration },
    ...(history && { history }),
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

/**
 * Routes are projections of the registration machine, and the step guard (the _auth layout's
 * beforeLoad) is the one place that decides a registration address. When the machines' screen
 * is not the address shown, the router replaces the address by it: one navigation, which the
 * guard checks as any other (a screen that moved on meanwhile is replaced again). Running the
 * guard on the old address first cost a second load (15-40 ms at 4×, npm run next-screen).
 * It also preloads the next screens ahead of the flow.
 */
export function registrationLink(router: AppRouter): RouterLink {
  return {
    resolvedPath: () => router.state.resolvedLocation?.pathname,
    screenChanged(route) {
      const target = replacementFor(router.latestLocation.pathname, route);
      if (!target) return;
      // The machine names a screen this build has no page for: logged (SPEC §8); the guard still
      // sends the applicant there (the catch-all), rather than leaving a stale screen up.
      if (!hasPage(router, target)) logCannotFindRoute(routeName(target), target);
      void router.navigate({ href: target, replace: true });
    },
    // Read when called: main.tsx limits the router's concurrent preloads after this.
    preload: (href) => router.preloadRoute({ to: href }),
    settled: () => whenRouterReady(router),
  };
}

/** The registration flow follows this router: its screen changes, and the next screens ahead. */
export function followRegistration(router: AppRouter): void {
  linkRouter(registrationLink(router));
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
