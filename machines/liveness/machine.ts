import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { EventObject } from 'xstate';
import type { LivenessErrorName } from '../../contract';
import { toLivenessErrorName } from '../../contract';

/**
 * One selfie check, the registration machine's child on the photo screen (SPEC.md §7 liveness
 * session): the screen lends a frame, a provider session is started, the provider opens the
 * camera and captures, and the outcome stays on screen a moment (the ring turns green or red).
 * The provider refusing the bearer token is SPEC.md §4's authentication error: the session is
 * renewed once if the token flow can (`renewSession`), else the applicant is signed out. The
 * server learns the result from the provider, not from this machine.
 */

export interface LivenessSession {
  sessionId: string;
}

/** What the provider reports while it runs (sent back by the `runProvider` actor). */
export type ProviderEvent =
  | { type: 'provider.cameraReady' }
  /** The provider has the photo and is sending it to the server (its "processing" hint). */
  | { type: 'provider.reporting' }
  | { type: 'provider.succeeded'; bestFrame?: string }
  | { type: 'provider.failed'; errorName: LivenessErrorName };

/**
 * The server named another step while the check ran (a realtime push the registration machine
 * forwards). Before the provider has sent the photo the check is no longer wanted; after, it is
 * this capture's own result, and the check ends as the provider says (the ring is seen).
 */
export type ServerMovedEvent = { type: 'server.moved' };

export type LivenessEvent = ProviderEvent | ServerMovedEvent;

/** What `renewSession` decides after the provider refused the token (the token flow's answer). */
export type Renewal = 'retry' | 'signedOut';

export type LivenessOutput =
  | { kind: 'success'; sessionId: string; bestFrame: string | null }
  | { kind: 'error'; errorName: LivenessErrorName }
  /** The token flow ended the session (SPEC.md §4): the applicant is sent to /login. */
  | { kind: 'signedOut' }
  /** The server moved on before the provider sent a photo: the flow follows the server. */
  | { kind: 'moved' };

export interface LivenessContext {
  sessionId: string | null;
  bestFrame: string | null;
  errorName: LivenessErrorName | null;
  /** The session was started once more after the provider refused the token. */
  renewed: boolean;
  signedOut: boolean;
  moved: boolean;
}

function notProvided(name: string): Error {
  return new Error(`liveness machine: "${name}" must be provided by the app (machine.provide)`);
}

const isAuthorizationError = (errorName: LivenessErrorName) =>
  errorName === 'ServerAuthorizationError';

export const livenessSetup = setup({
  types: {
    context: {} as LivenessContext,
    events: {} as LivenessEvent,
    output: {} as LivenessOutput,
  },
  actors: {
    /** Resolves once the photo screen shows the frame the provider will draw the camera in. */
    cameraFrame: fromPromise<void>(() => Promise.reject(notProvided('cameraFrame'))),
    /** Loads the provider script and opens a session with it, with the bearer token. */
    startSession: fromPromise<LivenessSession>(() => Promise.reject(notProvided('startSession'))),
    /** Runs the provider on the camera in the frame; sends back provider.* events. */
    runProvider: fromCallback<EventObject, LivenessSession>(() => {
      throw notProvided('runProvider');
    }),
    /** The token flow after the provider refused the token: start again, or signed out. */
    renewSession: fromPromise<Renewal, { renewed: boolean }>(() =>
      Promise.reject(notProvided('renewSession')),
    ),
  },
  actions: {
    /** The photo screen forgets the last check's hints and ring. */
    resetCamera: () => undefined,
    /** The photo screen shows the outcome (the ring's colour) until the next screen. */
    settleCamera: () => undefined,
    assignSession: assign((_, { sessionId }: LivenessSession) => ({ sessionId })),
    assignSuccess: assign((_, { bestFrame }: { bestFrame?: string | undefined }) => ({
      bestFrame: bestFrame ?? null,
    })),
    assignError: assign((_, { errorName }: { errorName: LivenessErrorName }) => ({ errorName })),
    markRenewed: assign({ renewed: true }),
    markSignedOut: assign({ signedOut: true }),
    markMoved: assign({ moved: true }),
  },
  guards: {
    refusedToken: (_, { errorName }: { errorName: LivenessErrorName }) =>
      isAuthorizationError(errorName),
    renews: (_, { renewal }: { renewal: Renewal }) => renewal === 'retry',
  },
  delays: {
    /** How long the green or red ring stays before the next screen: long enough to be seen. */
    outcomePause: 700,
  },
});

const startSessionError = ({ event }: { event: { error: unknown } }) => ({
  errorName: toLivenessErrorName(event.error, 'ServerConnectionError'),
});

export const livenessMachine = livenessSetup.createMachine({
  id: 'liveness',
  context: {
    sessionId: null,
    bestFrame: null,
    errorName: null,
    renewed: false,
    signedOut: false,
    moved: false,
  },
  initial: 'awaitingFrame',
  on: { 'server.moved': { target: '.done', actions: 'markMoved' } },
  states: {
    awaitingFrame: {
      invoke: {
        id: 'cameraFrame',
        src: 'cameraFrame',
        onDone: { target: 'startingSession', actions: 'resetCamera' },
      },
    },
    startingSession: {
      invoke: {
        id: 'startSession',
        src: 'startSession',
        onDone: {
          target: 'running',
          actions: { type: 'assignSession', params: ({ event }) => event.output },
        },
        // Without a session nothing reached the camera: the provider's server was not reached,
        // or it refused the token.
        onError: [
          { guard: { type: 'refusedToken', params: startSessionError }, target: 'renewing' },
          { target: 'outcome', actions: { type: 'assignError', params: startSessionError } },
        ],
      },
    },
    running: {
      invoke: {
        id: 'runProvider',
        src: 'runProvider',
        input: ({ context }) => ({ sessionId: context.sessionId ?? '' }),
        onError: {
          target: 'outcome',
          actions: {
            type: 'assignError',
            params: ({ event }) => ({ errorName: toLivenessErrorName(event.error) }),
          },
        },
      },
      initial: 'camera',
      on: {
        'provider.succeeded': {
          target: 'outcome',
          actions: {
            type: 'assignSuccess',
            params: ({ event }) => ({ bestFrame: event.bestFrame }),
          },
        },
        'provider.failed': [
          {
            guard: {
              type: 'refusedToken',
              params: ({ event }) => ({ errorName: event.errorName }),
            },
            target: 'renewing',
          },
          {
            target: 'outcome',
            actions: {
              type: 'assignError',
              params: ({ event }) => ({ errorName: event.errorName }),
            },
          },
        ],
      },
      states: {
        /** Waiting for the camera (permission prompt, device start). */
        camera: { on: { 'provider.cameraReady': { target: 'capturing' } } },
        capturing: { on: { 'provider.reporting': { target: 'reporting' } } },
        /** The photo is on its way to the server: whatever the server says next is its result. */
        reporting: { on: { 'server.moved': {} } },
      },
    },
    /** SPEC.md §4 token flow: the session token is renewed once, or the applicant signed out. */
    renewing: {
      invoke: {
        id: 'renewSession',
        src: 'renewSession',
        input: ({ context }) => ({ renewed: context.renewed }),
        onDone: [
          {
            guard: { type: 'renews', params: ({ event }) => ({ renewal: event.output }) },
            target: 'startingSession',
            actions: 'markRenewed',
          },
          { target: 'done', actions: 'markSignedOut' },
        ],
        onError: { target: 'done', actions: 'markSignedOut' },
      },
    },
    /** The ring shows the outcome for a moment, then the next screen. */
    outcome: {
      entry: 'settleCamera',
      after: { outcomePause: 'done' },
      on: { 'server.moved': {} },
    },
    done: { type: 'final' },
  },
  output: ({ context }): LivenessOutput => {
    if (context.signedOut) return { kind: 'signedOut' };
    if (context.moved) return { kind: 'moved' };
    if (context.errorName) return { kind: 'error', errorName: context.errorName };
    return { kind: 'success', sessionId: context.sessionId ?? '', bestFrame: context.bestFrame };
  },
});

export type LivenessMachine = typeof livenessMachine;
