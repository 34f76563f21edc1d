import type { LivenessHint } from './provider';

/**
 * Between the machine's `liveness` actor and the photo screen: the screen lends the element the
 * provider draws the camera into (it renders one while the machine says the camera runs), and
 * reads back what the provider says (hints) and whether the check has settled. The actor owns
 * the session; the screen only shows it.
 */
export interface CameraView {
  hint: LivenessHint | null;
  /** The provider has an outcome: the ring shows it, nothing can be stopped any more. */
  settled: boolean;
}

export interface CameraBridge {
  /** The screen's frame element (null once it unmounts). */
  attach(element: HTMLElement | null): void;
  /** The frame, once the screen has rendered it. */
  frame(signal: AbortSignal): Promise<HTMLElement>;
  hint(hint: LivenessHint): void;
  settle(): void;
  /** A new session: no hint, not settled. */
  reset(): void;
  view(): CameraView;
  subscribe(listener: () => void): () => void;
}

export function createCameraBridge(): CameraBridge {
  let element: HTMLElement | null = null;
  let view: CameraView = { hint: null, settled: false };
  const waiting = new Set<(element: HTMLElement) => void>();
  const listeners = new Set<() => void>();
  const update = (next: CameraView) => {
    view = next;
    listeners.forEach((listener) => listener());
  };

  return {
    attach(next) {
      element = next;
      if (next) for (const resolve of [...waiting]) resolve(next);
    },
    frame(signal) {
      if (element) return Promise.resolve(element);
      return new Promise((resolve, reject) => {
        const done = (found: HTMLElement) => {
          waiting.delete(done);
          resolve(found);
        };
        waiting.add(done);
        signal.addEventListener('abort', () => {
          waiting.delete(done);
          reject(signal.reason);
        });
      });
    },
    hint: (hint) => update({ ...view, hint }),
    settle: () => update({ ...view, settled: true }),
    // Already fresh (the first session): no new view, so the screen does not render again.
    reset() {
      if (view.hint !== null || view.settled) update({ hint: null, settled: false });
    },
    view: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
