// The registration flow as the router's context carries it (app/router.ts, as TanStack Router's
// authenticated-routes example carries its auth): the page's one runtime, made by the first
// registration route's guard (the statecharts, the API client and ably come with the
// registration chunk, never on public pages), and the step guard's questions to it. Its state is
// the context's own: one per router, none in the module.
import type { RegistrationRuntime } from './runtime/types';
import { samePage, type RegistrationGate } from './step-guard';

export interface RegistrationContext extends RegistrationGate {
  /** The page's runtime once a registration route's guard has made it; null before, and in the build. */
  runtime(): RegistrationRuntime | null;
  /** Calls `listener` once the runtime is made (for useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
  /**
   * The layout's subscriber is taking the applicant to the machines' screen `path` (a localized
   * address): that navigation's guard has nothing to ask (`isFollowing`, once).
   */
  follow(path: string): void;
  /** Whether the navigation to `path` is the subscriber's (asked once per navigation). */
  isFollowing(path: string): boolean;
}

/**
 * The app's registration context. `resolvedPath` is the page the router shows (the one before a
 * navigation in progress): /login entered from itself in another language clears nothing.
 */
export function createRegistrationContext(
  resolvedPath: () => string | undefined,
): RegistrationContext {
  let loading: Promise<RegistrationRuntime> | null = null;
  let loaded: RegistrationRuntime | null = null;
  let following: string | null = null;
  const listeners = new Set<() => void>();
  const load = () =>
    (loading ??= import('./runtime/app-runtime').then(async ({ createAppRegistrationRuntime }) => {
      // Evaluating the chunk and starting the statecharts are two tasks, each short enough to
      // leave a phone's main thread free for the visitor between them (Lighthouse TBT on /login).
      await new Promise((resolve) => setTimeout(resolve, 0));
      loaded = createAppRegistrationRuntime();
      for (const listener of listeners) listener();
      return loaded;
    }));
  return {
    runtime: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    screenFor: async (path) => (await load()).gate.screenFor(path),
    // The login route's guard runs after the step guard, which has made the runtime.
    clearLogin(path) {
      if (!samePage(resolvedPath(), path)) loaded?.gate.clearLogin(path);
    },
    follow(path) {
      following = path;
    },
    isFollowing(path) {
      const answer = following === path;
      following = null;
      return answer;
    },
  };
}

/** The build's (src/entry-server.tsx): public pages never ask the flow, a screen shows its preview. */
export const NO_REGISTRATION: RegistrationContext = {
  runtime: () => null,
  subscribe: () => () => undefined,
  screenFor: async () => null,
  clearLogin: () => undefined,
  follow: () => undefined,
  isFollowing: () => false,
};
