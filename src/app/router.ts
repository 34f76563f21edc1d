import { createRouter } from '@tanstack/react-router';
import { openRegistrationGate } from '../features/registration/gate';
import type { RegistrationGate } from '../features/registration/step-guard';
import { routeTree } from '../routeTree.gen';

export function createAppRouter(registration: RegistrationGate = openRegistrationGate) {
  return createRouter({
    routeTree,
    context: { registration },
    defaultPreload: 'intent',
    scrollRestoration: true,
    trailingSlash: 'never',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
