// The runtime's types shared by its modules (runtime.ts, wiring.ts, watch.ts, context.tsx,
// journey-telemetry.ts): kept apart so that none of them imports another for a type.
import type { Actor, ActorRefFrom, SnapshotFrom } from 'xstate';
import type { RegistrationMachine } from '../../../../machines/registration';
import type { SessionMachine, TokenFlow } from '../../../../machines/session';
import type { ApiClient } from '../../../api/client';
import type { CameraBridge } from '../liveness/camera-bridge';
import type { RegistrationGate } from '../step-guard';
import type { RegistrationQueries } from './queries';

/** The registration flow: the session actor's child while logged in (machines/session). */
export type RegistrationActor = ActorRefFrom<RegistrationMachine>;
export type SessionActor = Actor<SessionMachine>;
export type RegistrationSnapshot = SnapshotFrom<RegistrationMachine>;
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** The browser location as the runtime uses it (tests pass their own). */
export interface RuntimeLocation {
  href(): string;
  /** Leaves the app (the signing page): window.location.replace. */
  replace(url: string): void;
}

/** Where the router is, and how to move it (replace). */
export interface RouterPort {
  currentPath(): string;
  /** The page shown before the navigation in progress (undefined on the first load). */
  resolvedPath(): string | undefined;
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
  /** The frame the photo screen lends the selfie check, and what the check tells it. */
  camera: CameraBridge;
  /** «Выйти»: what was typed is forgotten, the tokens deleted, the page replaced by /login. */
  logout(): void;
  /** Keeps the router on the machine's screen while it shows a registration route. */
  follow(router: RouterPort): () => void;
  stop(): void;
}
