// The page's registration runtime: creates the session actor with the machines'
// implementations (wiring.ts); the session machine runs the registration flow as its child
// `registration` while logged in. The runtime reads that child: keeps its drafts and fatal
// decisions (watch.ts), and answers the step guard and the router with its screen.
import { createActor, waitFor } from 'xstate';
import {
  isBooting,
  screenFor,
  type Fatal,
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
import type { SigningHosts } from './signing-url';
import { cookieTokenStore } from './token-store';
import type { RegistrationActor, RegistrationRuntime, RouterPort, RuntimeLocation } from './types';
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
    reportJourney(journeyNodeOf(sessionActor.getSnapshot(), running()?.getSnapshot() ?? null));
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

  const machine = provideRegistration({
    api,
    tokenFlow,
    location,
    realtime: options.realtime ?? null,
    endpoint: options.realtimeEndpoint ?? appConfig.realtime,
    signingHosts: options.signingHosts ?? appConfig.signing,
    // Read when the cabinet is sent, long after the session actor exists.
    potentialContractId: () => sessionActor.getSnapshot().context.potentialContractId,
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
  // The session machine runs the registration flow as its child while logged in.
  const sessionActor = createSessionActor({
    api,
    tokens,
    saved,
    drafts,
    location,
    registration: machine,
  });
  /** The flow of the applicant logged in now: the session's child (none while logged out). */
  const running = (): RegistrationActor | undefined =>
    sessionActor.getSnapshot().children.registration;
  // What the views hold on to while logged out: a flow that never starts (a new one after
  // each session, as a logged-in flow is new after each login).
  let idle: RegistrationActor = createActor(machine, { input: {} });

  // Each flow the session starts: its drafts kept for its phone, its fatal decisions shown.
  let followed: RegistrationActor | undefined;
  let unwatch = () => {};
  function follow(child: RegistrationActor | undefined, phone: string | null) {
    if (child === followed) return;
    unwatch();
    unwatch = () => {};
    // The flow ended with the session: what was typed is gone from the page's memory.
    if (followed && !child) {
      forgetSensitiveValues();
      idle = createActor(machine, { input: {} });
    }
    followed = child;
    if (child) {
      unwatch = watchRegistration(child, {
        drafts,
        phone,
        // The error page's retry asks the server for the step again (the drafts stay).
        onFatal: (fatal) => onFatal(fatal, () => child.send({ type: 'retry' })),
        changed,
      });
    }
    replaced.forEach((listener) => listener());
  }

  // A failed login call has already put the phone form back: the retry only leaves the page.
  const showSessionFatal = fatalOnce((fatal) => onFatal(fatal, () => undefined));
  const sessionSubscription = sessionActor.subscribe((snapshot) => {
    // The session machine decided a login call failed for good: the error page (SPEC §8).
    showSessionFatal(snapshot.context.fatal);
    follow(snapshot.children.registration, snapshot.context.phone);
    changed();
  });
  // start() reports the first snapshot: a stored session starts the flow right here.
  sessionActor.start();

  /** The machine's route once it knows one; '/login' when signed out; undefined while booting. */
  function target(): RegistrationRoute | null | undefined {
    if (!isLoggedIn(sessionActor.getSnapshot())) return '/login';
    const snapshot = running()?.getSnapshot();
    if (!snapshot || isBooting(snapshot)) return undefined;
    return screenFor(snapshot).route;
  }

  const gate: RegistrationGate = {
    clearLogin: () => sessionActor.send({ type: 'login.clear' }),
    async screenFor(path) {
      if (!isLoggedIn(sessionActor.getSnapshot())) return path === '/login' ? null : '/login';
      const child = running();
      try {
        if (child) await waitFor(child, (snapshot) => !isBooting(snapshot));
      } catch {
        // The flow was stopped (logged out meanwhile): fall through to the fresh answer.
      }
      return target() ?? null;
    },
  };

  function followRouter(router: RouterPort): () => void {
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
    registration: () => running() ?? idle,
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
      running()?.send({ type: 'logout' });
      sessionActor.send({ type: 'logout' });
    },
    follow: followRouter,
    stop: () => {
      sessionSubscription.unsubscribe();
      unwatch();
      // Stopping the session stops its child, the flow.
      sessionActor.stop();
      listeners.clear();
      replaced.clear();
    },
  };
}
