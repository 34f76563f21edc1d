import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { EventObject } from 'xstate';
import type { LivenessErrorName } from '../../contract';
import { toLivenessErrorName } from '../../contract';

/**
 * The photo for liveness: start a provider session, let the provider open the camera and
 * capture, and end with its result. The registration machine hears the outcome from the view
 * (`liveness.succeeded` / `liveness.failed`); the server learns the result from the provider.
 */
export interface LivenessSession {
  sessionId: string;
}

/** What the provider reports while it runs (sent back by the `runProvider` actor). */
export type ProviderEvent =
  | { type: 'provider.cameraReady' }
  | { type: 'provider.succeeded'; bestFrame?: string }
  | { type: 'provider.failed'; errorName: LivenessErrorName };

export type LivenessEvent = ProviderEvent | { type: 'cancel' };

export type LivenessOutput =
  | { kind: 'success'; sessionId: string; bestFrame: string | null }
  | { kind: 'error'; errorName: LivenessErrorName };

export interface LivenessContext {
  sessionId: string | null;
  bestFrame: string | null;
  errorName: LivenessErrorName | null;
}

function notProvided(name: string): Error {
  return new Error(`liveness machine: "${name}" must be provided by the app (machine.provide)`);
}

export const livenessSetup = setup({
  types: {
    context: {} as LivenessContext,
    events: {} as LivenessEvent,
    output: {} as LivenessOutput,
  },
  actors: {
    /** Loads the provider script and opens a session with it. */
    startSession: fromPromise<LivenessSession>(() => Promise.reject(notProvided('startSession'))),
    /** Runs the provider on the camera; sends back provider.* events. */
    runProvider: fromCallback<EventObject, LivenessSession>(() => {
      throw notProvided('runProvider');
    }),
  },
  actions: {
    assignSession: assign((_, { sessionId }: LivenessSession) => ({ sessionId })),
    assignSuccess: assign((_, { bestFrame }: { bestFrame?: string }) => ({
      bestFrame: bestFrame ?? null,
    })),
    assignError: assign((_, { errorName }: { errorName: LivenessErrorName }) => ({ errorName })),
  },
});

export const livenessMachine = livenessSetup.createMachine({
  id: 'liveness',
  context: { sessionId: null, bestFrame: null, errorName: null },
  initial: 'startingSession',
  states: {
    startingSession: {
      invoke: {
        id: 'startSession',
        src: 'startSession',
        onDone: {
          target: 'running',
          actions: { type: 'assignSession', params: ({ event }) => event.output },
        },
        // Without a session nothing reached the camera: the provider's server was not reached.
        onError: {
          target: 'failed',
          actions: {
            type: 'assignError',
            params: ({ event }) => ({
              errorName: toLivenessErrorName(event.error, 'ServerConnectionError'),
            }),
          },
        },
      },
    },
    running: {
      invoke: {
        id: 'runProvider',
        src: 'runProvider',
        input: ({ context }) => ({ sessionId: context.sessionId ?? '' }),
        onError: {
          target: 'failed',
          actions: {
            type: 'assignError',
            params: ({ event }) => ({ errorName: toLivenessErrorName(event.error) }),
          },
        },
      },
      initial: 'camera',
      on: {
        'provider.succeeded': {
          target: 'succeeded',
          actions: {
            type: 'assignSuccess',
            params: ({ event }) => ({ bestFrame: event.bestFrame }),
          },
        },
        'provider.failed': {
          target: 'failed',
          actions: {
            type: 'assignError',
            params: ({ event }) => ({ errorName: event.errorName }),
          },
        },
        cancel: {
          target: 'failed',
          actions: { type: 'assignError', params: { errorName: 'CameraAbortError' } },
        },
      },
      states: {
        /** Waiting for the camera (permission prompt, device start). */
        camera: { on: { 'provider.cameraReady': { target: 'capturing' } } },
        capturing: {},
      },
    },
    succeeded: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }): LivenessOutput =>
    context.errorName
      ? { kind: 'error', errorName: context.errorName }
      : { kind: 'success', sessionId: context.sessionId ?? '', bestFrame: context.bestFrame },
});

export type LivenessMachine = typeof livenessMachine;
