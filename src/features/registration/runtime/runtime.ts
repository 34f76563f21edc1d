// The page's registration runtime: creates the session and registration actors (wired in
// wiring.ts), starts the flow on login and ends it on logout, keeps drafts and fatal decisions
// (watch.ts), and answers the step guard and the router with the machine's screen.
import { createActor, waitFor, type Actor, type SnapshotFrom } from 'xstate';
import {
  isBooting,
  screenFor,
  type Fatal,
  type RegistrationInput,
  type RegistrationMachine,
  type RegistrationRoute,
} from '../../../../machines/registration';
import {
  createTokenFlow,
  isLoggedIn,
  type RefreshedTokens,
  type SessionMachine,
  type TokenFlow,
  type TokenStore,
} from '../../../../machines/session';
import type { ApiClient, AuthHandler } from '../../../api/client';
import { appConfig } from '../../../platform/config';
import { showFatalError } from '../../../platform/fatal-error';
import { localeFromPath, localizePath, stripLocale } from '../../../platform/locale';
import { forgetSensitiveValues } from '../../../platform/redact';
import { isRegistrationPath, type RegistrationGate } from '../step-guard';
import { clearDrafts, readDrafts, sessionDraftStorage, type DraftStorage } from './drafts';
import { createQueries, type RegistrationQueries } from './queries';
import type { RealtimeConnector, RealtimeEndpoint } from './realtime';
import { signingReturnFrom } from './signing-return';
import type { SigningHosts } from './signing-url';
import { cookieTokenStore } from './token-store';
import { fatalOnce, watchRegistration } from './watch';
import { createSessionActor, provideRegistration } from './wiring';

export type RegistrationActor = Actor<RegistrationMachine>;
export type SessionActor = Actor<SessionMachine>;
export type RegistrationSnapshot = SnapshotFrom<RegistrationMachine>;
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** The browser location as the runtime uses it (tests pass their own). */
export interface RuntimeLocation {
  href(): string;
  /** Leaves the app (the signing page): window.location.replace. */
  replace(url: string): void;
}

export interface RegistrationRuntimeOptions {
  /** Builds the one API client with the runtime's auth handler: `(auth) => createAppApiClient({ auth })`. */
  api: (auth: AuthHandler) => ApiClient;
  /** The ably client factory; null or absent: no socket, the waiting steps poll. */
  realtime?: RealtimeConnector | null;
  /** Where the realtime endpoint is (default appConfig.realtime). */
  realtimeEndpoint?: RealtimeEndpoint;
  /** Where the signing redirect may lead (default appConfig.signing). */
  signingHosts?: SigningHosts;
  location?: RuntimeLocation;
  /** Session and refresh tokens (default: the cookies of SPEC.md §9). */
  tokens?: TokenStore;
  /** The token refresh request (default: the SPEC.md §4 stub that always rejects). */
  refresh?: () => Promise<RefreshedTokens>;
  /** Where drafts survive a reload (default sessionStorage; null: nowhere). */
  drafts?: DraftStorage | null;
  /** The generic error page (default showFatalError); `retry` is what its retry button does. */
  onFatal?: (error: Fatal, retry: () => void) => void;
}

/** Where the router is, and how to move it (replace). */
export interface RouterPort {
  currentPath(): string;
  navigate(path: string): void;
}

export interface RegistrationRuntime {
  session: SessionActor;
  /** The registration actor of the current login (a new one after every login). */
  registration(): RegistrationActor;
  /** Called when the registration actor is replaced. */
  subscribeRegistration(listener: () => void): () => void;
  gate: RegistrationGate;
  queries: RegistrationQueries;
  api: ApiClient;
  tokenFlow: TokenFlow;
  /** Keeps the router on the machine's screen while it shows a registration route. */
  follow(router: RouterPort): () => void;
  stop(): void;
}

function windowLocation(): RuntimeLocation {
  return {
    href: () => window.location.href,
    replace: (url) => window.location.replace(url),
  };
}

export function createRegistrationRuntime(
  options: RegistrationRuntimeOptions,
): RegistrationRuntime {
  const tokens = options.tokens ?? cookieTokenStore();
  const location = options.location ?? windowLocation();
  const storage = options.drafts === undefined ? sessionDraftStorage() : options.drafts;
  const onFatal = options.onFatal ?? showFatalError;
  const listeners = new Set<() => void>();
  const replaced = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  const tokenFlow = createTokenFlow({
    store: tokens,
    ...(options.refresh ? { refresh: options.refresh } : {}),
    // Called from a request, never while this function runs: sessionActor exists by then.
    onLoggedOut: () => sessionActor.send({ type: 'auth.failed' }),
  });
  const api = options.api({
    getToken: () => tokenFlow.getToken(),
    handleAuthError: async (failure) => tokenFlow.handleAuthError(failure),
  });

  const sessionActor = createSessionActor(api, tokens);
  const machine = provideRegistration({
    api,
    tokenFlow,
    location,
    realtime: options.realtime ?? null,
    endpoint: options.realtimeEndpoint ?? appConfig.realtime,
    signingHosts: options.signingHosts ?? appConfig.signing,
    potentialContractId: () => sessionActor.getSnapshot().context.potentialContractId,
  });
  // The error page's retry asks the server for the step again (the drafts stay in context).
  const watch = (actor: RegistrationActor) =>
    watchRegistration(actor, {
      storage,
      onFatal: (fatal) => onFatal(fatal, () => actor.send({ type: 'retry' })),
      changed,
    });

  let current = createActor(machine, {
    input: { signingReturn: signingReturnFrom(location.href()), drafts: readDrafts(storage) },
  });
  let started = false;
  let unwatch = watch(current);

  function replace(input: RegistrationInput) {
    unwatch();
    current = createActor(machine, { input });
    started = false;
    unwatch = watch(current);
    replaced.forEach((listener) => listener());
  }

  // A login starts the flow from the server's step; a logout (or a lost session) ends it and
  // forgets what was typed, so the next applicant on this tab starts clean.
  // A failed login call has already put the phone form back: the retry only leaves the page.
  const showSessionFatal = fatalOnce((fatal) => onFatal(fatal, () => undefined));
  const sessionSubscription = sessionActor.subscribe((snapshot) => {
    // The session machine decided a login call failed for good: the error page (SPEC §8).
    showSessionFatal(snapshot.context.fatal);
    if (isLoggedIn(snapshot) && !started) {
      started = true;
      current.start();
    } else if (!isLoggedIn(snapshot) && started) {
      current.stop();
      clearDrafts(storage);
      forgetSensitiveValues();
      replace({ drafts: {} });
    }
    changed();
  });
  // start() reports the first snapshot: a stored session starts the flow right here.
  sessionActor.start();

  /** The machine's route once it knows one; '/login' when signed out; undefined while booting. */
  function target(): RegistrationRoute | null | undefined {
    if (!isLoggedIn(sessionActor.getSnapshot())) return '/login';
    const snapshot = current.getSnapshot();
    if (!started || isBooting(snapshot)) return undefined;
    return screenFor(snapshot).route;
  }

  const gate: RegistrationGate = {
    async screenFor(path) {
      if (!isLoggedIn(sessionActor.getSnapshot())) return path === '/login' ? null : '/login';
      try {
        await waitFor(current, (snapshot) => !isBooting(snapshot));
      } catch {
        // The actor was replaced (logged out meanwhile): fall through to the fresh answer.
      }
      return target() ?? null;
    },
  };

  function follow(router: RouterPort): () => void {
    const check = () => {
      const path = router.currentPath();
      const bare = stripLocale(path);
      if (!isRegistrationPath(bare)) return;
      const route = target();
      if (route && route !== bare) router.navigate(localizePath(route, localeFromPath(path)));
    };
    listeners.add(check);
    check();
    return () => listeners.delete(check);
  }

  return {
    session: sessionActor,
    registration: () => current,
    subscribeRegistration: (listener) => {
      replaced.add(listener);
      return () => replaced.delete(listener);
    },
    gate,
    queries: createQueries(api, tokenFlow),
    api,
    tokenFlow,
    follow,
    stop: () => {
      sessionSubscription.unsubscribe();
      unwatch();
      current.stop();
      sessionActor.stop();
      listeners.clear();
      replaced.clear();
    },
  };
}
