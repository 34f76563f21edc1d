import { createRouter } from '@tanstack/react-router';
import { appRegistrationGate, followRegistrationWith } from '../features/registration/gate';
import type { RegistrationGate } from '../features/registration/step-guard';
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

/** Routes are projections of the registration machine: its screen changes move the router. */
export function followRegistration(router: AppRouter): void {
  followRegistrationWith({
    currentPath: () => router.latestLocation.pathname,
    navigate: (path) => void router.navigate({ href: path, replace: true }),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
