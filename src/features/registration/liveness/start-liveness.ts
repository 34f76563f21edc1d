import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import {
  livenessMachine,
  toLivenessErrorName,
  type LivenessOutput,
  type LivenessSession,
  type ProviderEvent,
} from '../../../../machines/liveness';
import { announceActor } from '../../../platform/actor-announcements';
import type { Locale } from '../../../platform/locale';
import type { LivenessDisplay, LivenessHint, LivenessProvider } from './provider';
import { LIVENESS_DISPLAY, livenessError } from './provider';

export interface LivenessStartOptions {
  /** Where the provider's API lives ('' = this origin, as the sandbox is proxied). */
  apiBase: string;
  /** The applicant's bearer token, asked for when the session starts. */
  token(): Promise<string>;
  lang: Locale;
  display?: LivenessDisplay;
  onHint?(hint: LivenessHint): void;
}

export interface LivenessRun {
  /** Settles once with the liveness machine's output; never rejects. */
  outcome: Promise<LivenessOutput>;
  /** Tears everything down (camera, view); the outcome then never settles. */
  stop(): void;
}

/**
 * start(container, options) → outcome: runs the liveness machine (machines/liveness) with the
 * given provider. The provider's view is left in place when the run settles, so the applicant
 * sees the ring turn green or red; `stop` removes it.
 */
export function startLiveness(
  provider: LivenessProvider,
  container: HTMLElement,
  { apiBase, token, lang, display = LIVENESS_DISPLAY, onHint }: LivenessStartOptions,
): LivenessRun {
  let stopped = false;
  const logic = livenessMachine.provide({
    actors: {
      startSession: fromPromise<LivenessSession>(async () => {
        const bearer = await token().catch(() => {
          throw livenessError('ServerAuthorizationError', 'No session token for the provider');
        });
        return provider.startSession({ apiBase, token: bearer });
      }),
      runProvider: fromCallback<EventObject, LivenessSession>(({ input, sendBack }) => {
        let settled = false;
        let closed = false;
        const report = (event: ProviderEvent) => {
          settled = true;
          if (!closed) sendBack(event);
        };
        provider
          .run({
            sessionId: input.sessionId,
            container,
            display,
            lang,
            onHint(hint) {
              // The provider says "hold still" once the camera shows a picture.
              if (hint === 'hold_still' && !closed) sendBack({ type: 'provider.cameraReady' });
              onHint?.(hint);
            },
          })
          .then(
            ({ bestframe }) => report({ type: 'provider.succeeded', bestFrame: bestframe }),
            (error: unknown) =>
              report({ type: 'provider.failed', errorName: toLivenessErrorName(error) }),
          );
        return () => {
          closed = true;
          if (!settled) provider.stop();
        };
      }),
    },
  });
  const actor = createActor(logic);
  announceActor(actor);
  const outcome = new Promise<LivenessOutput>((resolve) => {
    actor.subscribe({
      complete: () => {
        const output = actor.getSnapshot().output;
        if (output && !stopped) resolve(output);
      },
    });
  });
  actor.start();
  return {
    outcome,
    stop() {
      stopped = true;
      actor.stop();
      provider.stop();
    },
  };
}
