// The page's registration runtime: creates the session and registration actors (wired in
// wiring.ts), starts the flow on login and ends it on logout, keeps drafts and fatal decisions
// (watch.ts), and answers the step guard and the router with the machine's screen.
import { createActor, waitFor } from 'xstate';
import {
  isBooting,
  screenFor,
  type Fatal,
  type RegistrationInput,
  type RegistrationRoute,
} from '../../../../machines/registration';
import {
  createTokenFlow,
  isLoggedIn,
  type RefreshedTokens,
  type TokenStore,
} from '../../../../machines/session';
import type { ApiClient, AuthHandler } from '../../../api/client';
import { appConfig } from '../../../platform/config';
import { showFatalError } from '../../../platform/fatal-error';
import { localeFromPath, localizePath, stripLocale } from '../../../platform/locale';
import { forgetSensitiveValues } from '../../../../contract/redact';
import { createCameraBridge } from '../liveness/camera-bridge';
import { livenessError, type LivenessProvider } from '../liveness/provider';
import { isRegistrationPath, type RegistrationGate } from '../step-guard';
import { browserStorage, draftStore, type DraftStorage } from './drafts';
import {
  faroJourneySink,
  journeyNodeOf,
  journeyReporter,
  tabJourneyMemory,
  type JourneyMemory,
  type JourneySink,
} from './journey-telemetry';
import { createQueries } from './queries';
import type { RealtimeConnector, RealtimeEndpoint } from './realtime';
import { savedSessionStore } from './saved-session';
import { signingReturnFrom } from './signing-return';
import type { SigningHosts } from './signing-url';
import { cookieTokenStore } from './token-store';
import type { RegistrationRuntime, RouterPort, RuntimeLocation } from './types';
import { fatalOnce, watchRegistration } from './watch';
import { createSessionActor, provideRegistration } from './wiring';

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
  /**
   * Where the applicant's drafts and the session's facts outlive the page (default
   * localStorage; null: nowhere).
   */
  storage?: DraftStorage | null;
  /** The selfie's provider, chosen when a session starts, and where its API lives (default: none). */
  liveness?: { provider: () => LivenessProvider; apiBase: string };
  /** Where the browser's online event comes from (default window; null: never). */
  connectivity?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  /** The generic error page (default showFatalError); `retry` is what its retry button does. */
  onFatal?: (error: Fatal, retry: () => void) => void;
  /**
   * Where the journey telemetry goes (docs/telemetry.md): default Faro, with the tab's last
   * node in sessionStorage, in a browser; null sink: not reported.
   */
  journey?: { sink: JourneySink | null; memory?: JourneyMemory | null };
}

/** Without a provider every selfie ends as the script that defines none would: NoWrapperError. */
function noProvider(): LivenessProvider {
  const missing = () => Promise.reject(livenessError('NoWrapperError', 'No liveness provider'));
  return { startSession: missing, run: missing, stop: () => {} };
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
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const drafts = draftStore(storage);
  const saved = savedSessionStore(storage);
  const camera = createCameraBridge();
  const onFatal = options.onFatal ?? showFatalError;
  const listeners = new Set<() => void>();
  const replaced = new Set<() => void>();
  const inBrowser = typeof window !== 'undefined';
  const reportJourney = journeyReporter({
    sink: options.journey ? options.journey.sink : inBrowser ? faroJourneySink : null,
    memory: options.journey
      ? (options.journey.memory ?? null)
      : inBrowser
        ? tabJourneyMemory()
        : null,
    lang: () => localeFromPath(new URL(location.href()).pathname),
  });
  const changed = () => {
    reportJourney(
      journeyNodeOf(sessionActor.getSnapshot(), started ? current.getSnapshot() : null),
    );
    listeners.forEach((listener) => listener());
  };

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

  const sessionActor = createSessionActor({ api, tokens, saved, drafts, location });
  const session = () => sessionActor.getSnapshot().context;
  const machine = provideRegistration({
    api,
    tokenFlow,
    location,
    realtime: options.realtime ?? null,
    endpoint: options.realtimeEndpoint ?? appConfig.realtime,
    signingHosts: options.signingHosts ?? appConfig.signing,
    potentialContractId: () => session().potentialContractId,
    camera,
    livenessProvider: options.liveness?.provider ?? noProvider,
    livenessApiBase: options.liveness?.apiBase ?? '',
    connectivity:
      options.connectivity === undefined
        ? typeof window === 'undefined'
          ? null
          : window
        : options.connectivity,
  });

  // The flow of the applicant logged in now; an idle one (never started) while logged out.
  let current = createActor(machine, { input: {} });
  let started = false;
  let unwatch = () => {};
  // Only the page's first flow can be the signing page's return (its URL is this load's).
  let firstFlow = true;

  function replace(input: RegistrationInput, phone: string | null) {
    unwatch();
    const actor = createActor(machine, { input });
    current = actor;
    unwatch = watchRegistration(actor, {
      drafts,
      phone,
      // The error page's retry asks the server for the step again (the drafts stay in context).
      onFatal: (fatal) => onFatal(fatal, () => actor.send({ type: 'retry' })),
      changed,
    });
    replaced.forEach((listener) => listener());
  }

  // A login starts the flow from the server's step with what this phone typed before; the end
  // of the session stops it (what it typed stays for the same phone unless it logged out).
  // A failed login call has already put the phone form back: the retry only leaves the page.
  const showSessionFatal = fatalOnce((fatal) => onFatal(fatal, () => undefined));
  const sessionSubscription = sessionActor.subscribe((snapshot) => {
    // The session machine decided a login call failed for good: the error page (SPEC §8).
    showSessionFatal(snapshot.context.fatal);
    if (isLoggedIn(snapshot) && !started) {
      const { phone } = snapshot.context;
      replace(
        {
          signingReturn: firstFlow ? signingReturnFrom(location.href()) : null,
          drafts: drafts.read(phone),
        },
        phone,
      );
      firstFlow = false;
      started = true;
      current.start();
    } else if (!isLoggedIn(snapshot) && started) {
      started = false;
      current.stop();
      forgetSensitiveValues();
      replace({}, null);
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
    clearLogin: () => sessionActor.send({ type: 'login.clear' }),
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
    camera,
    logout() {
      current.send({ type: 'logout' });
      sessionActor.send({ type: 'logout' });
    },
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
