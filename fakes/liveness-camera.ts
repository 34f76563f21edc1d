import {
  cameraErrorName,
  livenessError,
  RING_COLOURS,
  type LivenessDisplay,
  type LivenessHint,
  type RingState,
} from '../contract/liveness';

/**
 * The camera check of a stand-in liveness provider, in the external provider's own shape
 * (SPEC.md §9): the mirrored front-camera preview in a dark overlay with an oval window, the ring
 * around the oval and a hint line; one still frame is taken, nothing is ever recorded. The
 * sandbox's provider script and the app's in-app mock both run it, so the two fakes cannot drift
 * apart; what differs is said by the options (where the frame goes, how hints read).
 */
export interface CameraCheckOptions {
  /** `data-liveness-provider` on the view: which stand-in drew it. */
  provider: 'sandbox' | 'mock';
  container: HTMLElement;
  display: LivenessDisplay;
  hintText(hint: LivenessHint): string;
  onHint?: (hint: LivenessHint) => void;
  /**
   * The hint line as a live region of its own, as a third-party script would have it; the in-app
   * mock leaves announcing to the screen, which does it in the page's language.
   */
  announceHints: boolean;
  /** How long the applicant holds still before the frame is taken. */
  captureDelayMs: number;
  firstFrameTimeoutMs: number;
  /** Where the frame goes once taken: the provider's server, or the mock's configured outcome. */
  report(bestframe: string): Promise<void>;
}

export interface CameraCheck {
  run(options: CameraCheckOptions): Promise<{ bestframe: string }>;
  /** Ends a running check with CameraAbortError and takes its view away. */
  stop(): void;
}

const SVG = 'http://www.w3.org/2000/svg';
// The oval in a 300×400 box: a face at arm's length on a phone held upright.
const OVAL = { cx: 150, cy: 180, rx: 100, ry: 135 };

interface CameraView {
  root: HTMLElement;
  video: HTMLVideoElement;
  setRing(state: RingState): void;
  setHint(text: string): void;
}

function svg<K extends keyof SVGElementTagNameMap>(
  name: K,
  attributes: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function buildView(
  container: HTMLElement,
  { provider, display, announceHints }: CameraCheckOptions,
): CameraView {
  const root = document.createElement('div');
  root.dataset.livenessProvider = provider;
  root.style.cssText =
    'position:relative;width:100%;max-width:480px;aspect-ratio:3/4;margin:0 auto;overflow:hidden;background:#000;border-radius:12px;';

  const video = document.createElement('video');
  video.muted = true;
  video.autoplay = true;
  video.playsInline = true;
  video.setAttribute('playsinline', '');
  video.setAttribute('aria-hidden', 'true');
  video.style.cssText =
    'position:absolute;inset:0;width:100%;height:100%;object-fit:cover;transform:scaleX(-1);';

  const maskId = `liveness-oval-${Math.random().toString(36).slice(2)}`;
  const overlay = svg('svg', {
    viewBox: '0 0 300 400',
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
  });
  overlay.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;';
  const mask = svg('mask', { id: maskId });
  mask.append(
    svg('rect', { x: 0, y: 0, width: 300, height: 400, fill: 'white' }),
    svg('ellipse', { ...OVAL, fill: 'black' }),
  );
  const defs = svg('defs', {});
  defs.append(mask);
  const shade = svg('rect', {
    x: 0,
    y: 0,
    width: 300,
    height: 400,
    fill: 'black',
    'fill-opacity': display.overlayTransparency,
    mask: `url(#${maskId})`,
  });
  const ring = svg('ellipse', { ...OVAL, fill: 'none', 'stroke-width': 6 });
  if (!prefersReducedMotion()) ring.style.transition = 'stroke 300ms ease-out';
  overlay.append(defs, shade, ring);

  const hint = document.createElement('p');
  if (announceHints) hint.setAttribute('role', 'status');
  else hint.setAttribute('aria-hidden', 'true');
  hint.style.cssText = `position:absolute;left:0;right:0;bottom:0;margin:0;padding:12px 16px;text-align:center;color:#fff;background:rgba(0,0,0,0.45);font:600 calc(1.25rem * ${display.hintFontMultiplier})/1.3 system-ui,sans-serif;`;

  root.append(video, overlay, hint);
  container.append(root);

  const view: CameraView = {
    root,
    video,
    setRing(state) {
      ring.setAttribute('stroke', RING_COLOURS[state]);
      ring.setAttribute('data-ring', state);
    },
    setHint(text) {
      hint.textContent = text;
    },
  };
  view.setRing('capturing');
  return view;
}

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

/** One still frame of the preview as a JPEG in plain base64 (no data: prefix). */
function grabFrame(video: HTMLVideoElement): string {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || 640;
  canvas.height = video.videoHeight || 480;
  const context = canvas.getContext('2d');
  if (!context) throw livenessError('NotSupportedBrowserError', 'Canvas 2D is not available');
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.85).replace(/^data:image\/jpeg;base64,/, '');
}

/** The front camera as a preview stream: video only, no audio (SPEC.md §9: no recording). */
async function openFrontCamera(): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'user' },
      audio: false,
    });
  } catch (error) {
    throw livenessError(cameraErrorName(error), (error as Error | null)?.message);
  }
}

interface Capture {
  stream: MediaStream | null;
  timers: ReturnType<typeof setTimeout>[];
  done: boolean;
  fail(error: Error): void;
}

export function cameraCheck(): CameraCheck {
  let current: Capture | null = null;
  let shown: HTMLElement | null = null;

  const release = (capture: Capture) => {
    capture.timers.forEach(clearTimeout);
    capture.stream?.getTracks().forEach((track) => track.stop());
    if (current === capture) current = null;
  };

  const check: CameraCheck = {
    run(options) {
      check.stop();
      if (typeof navigator.mediaDevices?.getUserMedia !== 'function') {
        return Promise.reject(
          livenessError('NotSupportedBrowserError', 'This browser cannot use the camera'),
        );
      }
      const view = buildView(options.container, options);
      shown = view.root;
      return new Promise((resolve, reject) => {
        const capture: Capture = {
          stream: null,
          timers: [],
          done: false,
          fail(error) {
            if (capture.done) return;
            capture.done = true;
            view.setRing('failure');
            release(capture);
            reject(error);
          },
        };
        current = capture;
        const hint = (code: LivenessHint) => {
          view.setHint(options.hintText(code));
          options.onHint?.(code);
        };
        const pause = (ms: number) =>
          new Promise<void>((done) => capture.timers.push(setTimeout(done, ms)));

        hint('look_at_camera');
        void (async () => {
          capture.stream = await openFrontCamera();
          if (capture.done) return release(capture);
          for (const track of capture.stream.getVideoTracks()) {
            track.addEventListener('ended', () =>
              capture.fail(livenessError('CameraStreamInterrupted', 'The camera stopped')),
            );
          }
          view.video.srcObject = capture.stream;
          view.video.play().catch(() => undefined);
          await waitForFirstFrame(view.video, options.firstFrameTimeoutMs);
          hint('hold_still');
          await pause(options.captureDelayMs);
          if (capture.done) return;
          const bestframe = grabFrame(view.video);
          hint('processing');
          await options.report(bestframe);
          if (capture.done) return;
          capture.done = true;
          view.setRing('success');
          hint('done');
          release(capture);
          resolve({ bestframe });
        })().catch((error: Error) => capture.fail(error));
      });
    },

    stop() {
      current?.fail(livenessError('CameraAbortError', 'The check was stopped'));
      shown?.remove();
      shown = null;
    },
  };
  return check;
}
