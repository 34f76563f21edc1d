import type { LivenessErrorName } from '../../../../machines/liveness';
import { cameraCheck } from '../../../../fakes/liveness-camera';
import type { LivenessHint, LivenessProvider } from './provider';
import { livenessError } from './provider';

export type MockOutcome = 'success' | LivenessErrorName;

export interface MockProviderOptions {
  /** How the check ends: success, or the given error name. */
  outcome: MockOutcome;
  /** The hint line's text in the page's language. */
  hintText(hint: LivenessHint): string;
  captureDelayMs?: number;
  firstFrameTimeoutMs?: number;
}

// These fail where the real provider talks to its server: before the camera opens.
const SESSION_ERRORS: readonly LivenessErrorName[] = [
  'ServerConnectionError',
  'ServerAuthorizationError',
  'ServerWorkError',
];

/**
 * The in-app mock: no script, no provider server. It runs the sandbox provider's own camera
 * check (the real camera preview, so camera errors are the browser's own), takes one still frame
 * and ends with the configured outcome. It records nothing server-side: for demos, UI work and
 * browser tests of each error message.
 */
export function mockProvider({
  outcome,
  hintText,
  captureDelayMs = 1200,
  firstFrameTimeoutMs = 10_000,
}: MockProviderOptions): LivenessProvider {
  const camera = cameraCheck();
  return {
    startSession() {
      if (outcome !== 'success' && SESSION_ERRORS.includes(outcome))
        return Promise.reject(livenessError(outcome));
      return Promise.resolve({ sessionId: `mock-${crypto.randomUUID()}` });
    },

    run({ container, display, onHint }) {
      return camera.run({
        provider: 'mock',
        container,
        display,
        hintText,
        onHint,
        announceHints: false,
        captureDelayMs,
        firstFrameTimeoutMs,
        report: () =>
          outcome === 'success' ? Promise.resolve() : Promise.reject(livenessError(outcome)),
      });
    },

    stop: camera.stop,
  };
}
