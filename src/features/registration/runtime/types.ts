// The runtime's shared types, apart so that no module imports another for a type only.
import type { Actor, ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Fatal, RegistrationMachine } from '../../../../machines/registration';
import type { RefreshedTokens, SessionMachine, TokenStore } from '../../../../machines/session';
import type { FormAt } from '../../../../contract';
import type { ApiClient, AuthHandler } from '../../../api/client';
import type { CameraBridge } from '../liveness/camera-bridge';
import type { LivenessDeps } from '../liveness/liveness-logic';
import type { RegistrationGate } from '../step-guard';
import type { DraftStorage } from './drafts';
import type { JourneySignalSink } from './journey-signals';
import type { JourneyMemory, JourneySink } from './journey-telemetry';
import type { RegistrationQueries } from './queries';
import type { RealtimeActorDeps } from './realtime';
import type { SigningHosts } from './signing-url';

/** The registration flow: the session actor's child while logged in (machines/session). */
export type RegistrationActor = ActorRefFrom<RegistrationMachine>;
export type SessionActor = Actor<SessionMachine>;
export type RegistrationSnapshot = SnapshotFrom<RegistrationMachine>;
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** The browser location as the runtime uses it (tests pass their own). */
export interface RuntimeLocation {
  href(): string;
  /** Leaves the app (the signing page, /login after a logout): window.location.replace. */
  replace(url: string): void;
}

/** What the page gives the runtime (app-runtime.ts: the browser's; tests: their own). */
export interface RegistrationRuntimeOptions {
  /** The one API client, built with the runtime's auth handler. */
  api: (auth: AuthHandler) => ApiClient;
  location: RuntimeLocation;
  /** Session and refresh tokens (the cookies of SPEC.md §9). */
  tokens: TokenStore;
  /** Where drafts and the session's facts outlive the page (localStorage; null: nowhere). */
  storage: DraftStorage | null;
  /** The generic error page; `retry` is what its retry button does. */
  onFatal: (error: Fatal, retry: () => void) => void;
  /** The step channel's socket (ably and its options); absent: the waiting steps poll. */
  realtime?: Omit<RealtimeActorDeps, 'getToken'> | null;
  /** Where the signing redirect may lead (default appConfig.signing). */
  signingHosts?: SigningHosts;
  /** The token refresh request (default: the SPEC.md §4 stub that always rejects). */
  refresh?: () => Promise<RefreshedTokens>;
  /** The selfie's provider and its API (absent: every selfie ends in NoWrapperError). */
  liveness?: Pick<LivenessDeps, 'provider' | 'apiBase'>;
  /** Where the browser's online event comes from (absent: never). */
  connectivity?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  /**
   * Where the journey telemetry goes (docs/telemetry.md; absent: not reported): the nodes, and
   * what the machines met on them (journey-signals.ts).
   */
  journey?: {
    sink: JourneySink;
    signalSink?: JourneySignalSink;
    memory: JourneyMemory | null;
  } | null;
}

export interface RegistrationRuntime {
  session: SessionActor;
  /** The flow of the current login (a new one after every login; an idle one logged out). */
  registration(): RegistrationActor;
  /** Called when that flow is replaced. */
  subscribeRegistration(listener: () => void): () => void;
  /** The step guard's answers (step-guard.ts). */
  gate: RegistrationGate;
  /** Called with the machines' screen now, then each time it becomes another route. */
  onScreenChange(listener: (route: string) => void): () => void;
  queries: RegistrationQueries;
  /**
   * The form step declared at a path without locale prefix, with its title: what the form
   * routes' loader asks (route files hold no declarations: they are in every page's graph).
   */
  formAt(route: string): FormAt | undefined;
  api: ApiClient;
  /** The frame the photo screen lends the selfie check, and what the check tells it. */
  camera: CameraBridge;
  /** The form's own check refused these fields (camelCase names): why an applicant may stop. */
  reportRefusedFields(fields: readonly string[]): void;
  /** «Выйти»: what was typed is forgotten, the tokens deleted, the page replaced by /login. */
  logout(): void;
  stop(): void;
}
