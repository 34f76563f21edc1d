import { fromCallback, fromPromise, type EventObject } from 'xstate';
import {
  livenessMachine,
  toLivenessErrorName,
  type LivenessSession,
  type ProviderEvent,
  type Renewal,
} from '../../../../machines/liveness';
import type { TokenFlow } from '../../../../machines/session';
import { afterNextPaint } from '../../../platform/after-next-paint';
import type { Locale } from '../../../platform/locale';
import type { CameraBridge } from './camera-bridge';
import type { LivenessDisplay, LivenessProvider } from './provider';
import { LIVENESS_DISPLAY, livenessError } from './provider';

export interface LivenessDeps {
  /** Where the provider draws (the photo screen's frame) and what the screen is told. */
  camera: CameraBridge;
  /**
   * The provider for a new session (the external script, or the mock outside production).
   * Absent: every selfie ends as a script that defines none would, NoWrapperError.
   */
  provider?: () => LivenessProvider;
  tokenFlow: Pick<TokenFlow, 'getToken' | 'handleAuthError'>;
  /** Where the provider's API lives ('' or absent = this origin, as the sandbox is proxied). */
  apiBase?: string;
  lang: () => Locale;
  display?: LivenessDisplay;
}

function noProvider(): LivenessProvider {
  const missing = () => Promise.reject(livenessError('NoWrapperError', 'No liveness provider'));
  return { startSession: missing, run: missing, stop: () => {} };
}

/**
 * The liveness machine (machines/liveness) on the provider, the photo screen's frame and the
 * token flow: the registration machine's `liveness` child. Each session picks its provider and
 * remembers the bearer token it gave it, for the token flow if the provider refuses it.
 */
export function livenessLogic(deps: LivenessDeps) {
  const { camera, tokenFlow, apiBase = '', display = LIVENESS_DISPLAY } = deps;
  const newProvider = deps.provider ?? noProvider;
  let provider: LivenessProvider | null = null;
  let frame: HTMLElement | null = null;
  let token: string | null = null;

  return livenessMachine.provide({
    actors: {
      cameraFrame: fromPromise<void>(async ({ signal }) => {
        frame = await camera.frame(signal);
        // The session starts after the tap's frame is painted: the provider's script tag and
        // the token, done in the tap, held that frame back (the camera tap in kk, issue 31).
        await afterNextPaint();
      }),
      startSession: fromPromise<LivenessSession>(async () => {
        provider = newProvider();
        token = await tokenFlow.getToken().catch(() => {
          throw livenessError('ServerAuthorizationError', 'No session token for the provider');
        });
        return provider.startSession({ apiBase, token });
      }),
      runProvider: fromCallback<EventObject, LivenessSession>(({ input, sendBack }) => {
        const [running, container] = [provider, frame];
        if (!running || !container) {
          sendBack({ type: 'provider.failed', errorName: 'ClientWorkError' });
          return undefined;
        }
        let settled = false;
        let closed = false;
        const report = (event: ProviderEvent) => {
          settled = true;
          if (!closed) sendBack(event);
        };
        // The provider builds its view and opens the camera after the tap's frame is painted:
        // done in the tap, it held that frame back (43 ms at 4×, issue 31).
        afterNextPaint()
          .then(() => {
            if (closed) return Promise.reject(livenessError('CameraAbortError', 'Stopped'));
            return running.run({
              sessionId: input.sessionId,
              container,
              display,
              lang: deps.lang(),
              onHint(hint) {
                // The provider says "hold still" once the camera shows a picture.
                if (hint === 'hold_still' && !closed) sendBack({ type: 'provider.cameraReady' });
                // …and "processing" once it has the photo and sends it to the server.
                if (hint === 'processing' && !closed) sendBack({ type: 'provider.reporting' });
                camera.hint(hint);
              },
            });
          })
          .then(
            ({ bestframe }) => report({ type: 'provider.succeeded', bestFrame: bestframe }),
            (error: unknown) =>
              report({ type: 'provider.failed', errorName: toLivenessErrorName(error) }),
          );
        // Left before an outcome (the applicant stopped it, the flow moved on): camera off.
        return () => {
          closed = true;
          if (!settled) running.stop();
        };
      }),
      renewSession: fromPromise<Renewal, { renewed: boolean }>(async ({ input }) => {
        provider?.stop();
        return tokenFlow.handleAuthError({ token, retried: input.renewed }) === 'retry'
          ? 'retry'
          : 'signedOut';
      }),
    },
    actions: {
      resetCamera: () => camera.reset(),
      settleCamera: () => camera.settle(),
    },
  });
}
