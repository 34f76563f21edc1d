import type { LivenessErrorName } from '../../../../machines/liveness';
import { buildCameraView, type CameraView } from './camera-view';
import { openFrontCamera, stopStream } from './camera';
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
const SESSION_ERRORS: readonly MockOutcome[] = [
  'ServerConnectionError',
  'ServerAuthorizationError',
  'ServerWorkError',
];

function waitForFirstFrame(video: HTMLVideoElement, timeoutMs: number): Promise<void> {
  if (video.readyState >= 2 && video.videoWidth > 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(livenessError('CameraNotReadableError', 'The camera sends no picture')),
      timeoutMs,
    );
    video.addEventListener(
      'loadeddata',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

function grabFrame(video: HTMLVideoElement): string {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || 640;
  canvas.height = video.videoHeight || 480;
  const context = canvas.getContext('2d');
  if (!context) throw livenessError('NotSupportedBrowserError', 'Canvas 2D is not available');
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.85).replace(/^data:image\/jpeg;base64,/, '');
}

interface Capture {
  stream: MediaStream | null;
  timers: ReturnType<typeof setTimeout>[];
  done: boolean;
  fail(error: Error): void;
}

/**
 * The in-app mock: no script, no provider server. It opens the real camera preview in the same
 * view (so camera errors are the browser's own), holds for a moment, takes one still frame and
 * ends with the configured outcome. It records nothing server-side: for demos, UI work and
 * browser tests of each error message.
 */
export function mockProvider({
  outcome,
  hintText,
  captureDelayMs = 1200,
  firstFrameTimeoutMs = 10_000,
}: MockProviderOptions): LivenessProvider {
  let current: Capture | null = null;
  let view: CameraView | null = null;

  const release = (capture: Capture) => {
    capture.timers.forEach(clearTimeout);
    stopStream(capture.stream);
    if (current === capture) current = null;
  };

  const provider: LivenessProvider = {
    startSession() {
      if (SESSION_ERRORS.includes(outcome)) return Promise.reject(livenessError(outcome));
      return Promise.resolve({ sessionId: `mock-${crypto.randomUUID()}` });
    },

    run({ container, display, onHint }) {
      provider.stop();
      const own = buildCameraView(container, display);
      view = own;
      return new Promise((resolve, reject) => {
        const capture: Capture = {
          stream: null,
          timers: [],
          done: false,
          fail(error) {
            if (capture.done) return;
            capture.done = true;
            own.setRing('failure');
            release(capture);
            reject(error);
          },
        };
        current = capture;
        const hint = (code: LivenessHint) => {
          own.setHint(hintText(code));
          onHint?.(code);
        };
        const pause = (ms: number) =>
          new Promise<void>((done) => capture.timers.push(setTimeout(done, ms)));

        hint('look_at_camera');
        void (async () => {
          capture.stream = await openFrontCamera();
          if (capture.done) return release(capture);
          capture.stream
            .getVideoTracks()
            .forEach((track) =>
              track.addEventListener('ended', () =>
                capture.fail(livenessError('CameraStreamInterrupted', 'The camera stopped')),
              ),
            );
          own.video.srcObject = capture.stream;
          own.video.play().catch(() => undefined);
          await waitForFirstFrame(own.video, firstFrameTimeoutMs);
          hint('hold_still');
          await pause(captureDelayMs);
          if (capture.done) return;
          if (outcome !== 'success') throw livenessError(outcome);
          const bestframe = grabFrame(own.video);
          hint('processing');
          capture.done = true;
          own.setRing('success');
          hint('done');
          release(capture);
          resolve({ bestframe });
        })().catch((error: Error) => capture.fail(error));
      });
    },

    stop() {
      current?.fail(livenessError('CameraAbortError', 'The check was stopped'));
      view?.remove();
      view = null;
    },
  };
  return provider;
}
