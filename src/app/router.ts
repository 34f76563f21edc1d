import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { createRegistrationContext, type RegistrationContext } from '../features/registration/gate';
import { routeTree } from '../routeTree.gen';

export interface AppRouterOptions {
  /**
   * The registration context of this router, given the page the router shows (default: the
   * app's, which makes the runtime on the first registration route).
   */
  registration?: (resolvedPath: () => string | undefined) => RegistrationContext;
  /** Tests: a memory history. */
  history?: RouterHistory;
}

/** The app's router, its context the registration flow (routes/__root.tsx's RouterContext). */
export function createAppRouter({
  registration = createRegistrationContext,
  history,
}: AppRouterOptions = {}) {
  let resolvedPath = (): string | undefined => undefined;
  const router = createRouter({
    routeTree,
    context: { registration: registration(() => resolvedPath()) },
    ...(history && { history }),
    defaultPreload: 'intent',
    scrollRestoration: true,
    // A new screen or a restored position is there at once, never a glide.
    scrollRestorationBehavior: 'instant',
    trailingSlash: 'never',
  });
  resolvedPath = () => router.state.resolvedLocation?.pathname;
  return router;
}

type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
