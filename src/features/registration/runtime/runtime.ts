import { createActor, waitFor, type Actor, type SnapshotFrom } from 'xstate';
import {
  registrationMachine,
  screenFor,
  type Fatal,
  type RegistrationInput,
  type RegistrationMachine,
  type RegistrationRoute,
} from '../../../../machines/registration';
import {
  createTokenFlow,
  isLoggedIn,
  sessionMachine,
  type RefreshedTokens,
  type SessionMachine,
  type TokenFlow,
  type TokenStore,
} from '../../../../machines/session';
import type { ApiClient, AuthHandler } from '../../../api/client';
import { stepResponseSchema } from '../../../api/contract';
import { appConfig } from '../../../platform/config';
import { showFatalError } from '../../../platform/fatal-error';
import { localeFromPath, localizePath, stripLocale } from '../../../platform/locale';
import type { RegistrationGate } from '../step-guard';
import {
  clearDrafts,
  readDrafts,
  sessionDraftStorage,
  writeDrafts,
  type DraftStorage,
} from './drafts';
import { createQueries, type RegistrationQueries } from './queries';
import {
  realtimeActor,
  realtimeOptions,
  type RealtimeConnector,
  type RealtimeEndpoint,
} from './realtime';
import { registrationActors } from './registration-actors';
import { sessionActors } from './session-actors';
import { signingReturnFrom } from './signing-return';
import { cookieTokenStore } from './token-store';
import { forgetSensitiveValues } from '../../../platform/redact';

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
  location?: RuntimeLocation;
  /** Session and refresh tokens (default: the cookies of SPEC.md §9). */
  tokens?: TokenStore;
  /** The token refresh request (default: the SPEC.md §4 stub that always rejects). */
  refresh?: () => Promise<RefreshedTokens>;
  /** Where drafts survive a reload (default sessionStorage; null: nowhere). */
  drafts?: DraftStorage | null;
  /** The generic error page (default showFatalError). */
  onFatal?: (error: Fatal) => void;
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

/** /login, /login/iin and /register/*: the paths the registration flow owns (no locale prefix). */
export function isRegistrationPath(path: string): boolean {
  return path === '/login' || path === '/login/iin' || path.startsWith('/register/');
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

  const sessionActor: SessionActor = createActor(
    sessionMachine.provide({
      actors: sessionActors(api),
      actions: {
        storeSessionToken: (_, { token }) => tokens.setSession(token),
        clearSession: () => tokens.clear(),
      },
    }),
    { input: { hasSessionToken: tokens.getSession() !== null } },
  );

  const absoluteUrl = (route: string) => {
    const here = new URL(location.href());
    return new URL(localizePath(route, localeFromPath(here.pathname)), here).href;
  };
  const endpoint = options.realtimeEndpoint ?? appConfig.realtime;
  const actors = registrationActors({
    api,
    absoluteUrl,
    potentialContractId: () => sessionActor.getSnapshot().context.potentialContractId,
  });
  const machine = registrationMachine.provide({
    actors: options.realtime
      ? {
          ...actors,
          realtime: realtimeActor({
            connect: options.realtime,
            options: realtimeOptions(endpoint),
            getToken: () => tokenFlow.getToken(),
            catchUp: async () =>
              (await api.get('/rest/registration/step', stepResponseSchema, { auth: true }))
                .step_name,
          }),
        }
      : actors,
    actions: { replaceLocation: (_, { url }) => location.replace(url) },
  });

  function watch(actor: RegistrationActor): () => void {
    let drafts = actor.getSnapshot().context.drafts;
    let fatalShown = false;
    const subscription = actor.subscribe((snapshot) => {
      writeDrafts(storage, snapshot.context.drafts, drafts);
      drafts = snapshot.context.drafts;
      const fatal = snapshot.matches('fatal') ? snapshot.context.fatal : null;
      if (fatal && !fatalShown) onFatal(fatal);
      fatalShown = fatal !== null;
      changed();
    });
    return () => subscription.unsubscribe();
  }

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
  const sessionSubscription = sessionActor.subscribe((snapshot) => {
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
    if (!started || snapshot.matches('booting')) return undefined;
    return screenFor(snapshot).route;
  }

  const gate: RegistrationGate = {
    async screenFor(path) {
      if (!isLoggedIn(sessionActor.getSnapshot())) return path === '/login' ? null : '/login';
      try {
        await waitFor(current, (snapshot) => !snapshot.matches('booting'));
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
