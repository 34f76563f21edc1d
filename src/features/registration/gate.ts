import type { ScreenPreloader } from './next-screens';
import type { RegistrationRuntime } from './runtime/types';
import { samePage, type RegistrationGate } from './step-guard';

/** What the page's router offers the flow (app/router.ts), the next screens' preloading too. */
export interface RouterLink extends ScreenPreloader {
  /** The page shown before the navigation in progress (undefined on the first load). */
  resolvedPath(): string | undefined;
  /** The machines' screen became `route`: the router navigates there, through its step guard. */
  screenChanged(route: string): void;
}

// The page's one runtime, made on the first registration route: the statecharts, the API client
// and ably come with the registration chunk, never on public pages, and live as long as the page.
let loading: Promise<RegistrationRuntime> | null = null;
let loaded: RegistrationRuntime | null = null;
let router: RouterLink | null = null;

export function loadRegistrationRuntime(): Promise<RegistrationRuntime> {
  loading ??= Promise.all([import('./runtime/app-runtime'), import('./next-screens')]).then(
    async ([{ createAppRegistrationRuntime }, { prefetchNextScreens }]) => {
      // Evaluating the chunk and starting the statecharts are two tasks, each short enough to
      // leave a phone's main thread free for the visitor between them (Lighthouse TBT on /login).
      await new Promise((resolve) => setTimeout(resolve, 0));
      loaded = createAppRegistrationRuntime();
      loaded.onScreenChange((route) => router?.screenChanged(route));
      if (router) prefetchNextScreens(loaded, router);
      return loaded;
    },
  );
  return loading;
}

/** The runtime once a registration route has loaded it (every guarded route awaits that). */
export const loadedRegistrationRuntime = (): RegistrationRuntime | null => loaded;

export const linkRouter = (link: RouterLink): void => void (router = link);

/** The router context's gate: loads the runtime, then asks its statechart. */
export const appRegistrationGate: RegistrationGate = {
  screenFor: async (path) => (await loadRegistrationRuntime()).gate.screenFor(path),
  // The login route's guard runs after the step guard, which has loaded the runtime.
  clearLogin: (path) => {
    if (!samePage(router?.resolvedPath(), path)) loaded?.gate.clearLogin(path);
  },
};
