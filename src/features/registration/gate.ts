import type { ScreenPreloader } from './next-screens';
import type { RegistrationRuntime, RouterPort } from './runtime';
import { samePage, type RegistrationGate } from './step-guard';

/**
 * The page's one registration runtime, created on the first visit to a registration route so
 * the statechart, the API client and ably load with the registration chunk, never on public
 * pages. Until then nothing runs; afterwards it lives as long as the page.
 */
let loading: Promise<RegistrationRuntime> | null = null;
let loaded: RegistrationRuntime | null = null;
let router: RouterPort | null = null;
let preloader: ScreenPreloader | null = null;

export function loadRegistrationRuntime(): Promise<RegistrationRuntime> {
  loading ??= Promise.all([import('./runtime/app-runtime'), import('./next-screens')]).then(
    async ([{ createAppRegistrationRuntime }, { prefetchNextScreens }]) => {
      // Evaluating the chunk and starting the statecharts are two tasks, each short enough to
      // leave a phone's main thread free for the visitor between them (Lighthouse TBT on /login).
      await nextTask();
      loaded = createAppRegistrationRuntime();
      if (router) loaded.follow(router);
      if (preloader) prefetchNextScreens(loaded, preloader);
      return loaded;
    },
  );
  return loading;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The runtime once a registration route has loaded it (every guarded route awaits that). */
export function loadedRegistrationRuntime(): RegistrationRuntime | null {
  return loaded;
}

/** The router the flow moves (replace) when the machine's screen changes. */
export function followRegistrationWith(port: RouterPort): void {
  router = port;
  loaded?.follow(port);
}

/** The router preloads the screens the flow expects next (next-screens.ts), from its start on. */
export function prefetchScreensWith(next: ScreenPreloader): void {
  preloader = next;
}

/** The router context's gate: loads the runtime, then asks its statechart. */
export const appRegistrationGate: RegistrationGate = {
  screenFor: async (path) => (await loadRegistrationRuntime()).gate.screenFor(path),
  // The login route's guard runs after the step guard, which has loaded the runtime.
  clearLogin: (path) => {
    if (!samePage(router?.resolvedPath(), path)) loaded?.gate.clearLogin(path);
  },
};
