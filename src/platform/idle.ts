// Work the visitor did not ask for waits for a moment the browser has nothing else to do, and
// stays away from a connection that asks to save data.

export interface IdleOptions {
  /** Run by then even if the browser never becomes idle (ms). */
  timeout?: number;
  /** Where requestIdleCallback is missing (Safari): run after this long (ms). */
  fallbackMs?: number;
}

/** Runs `task` once the browser is idle; returns what cancels it. */
export function whenIdle(
  task: () => void,
  { timeout = 5000, fallbackMs = 1000 }: IdleOptions = {},
): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, fallbackMs);
  return () => clearTimeout(handle);
}

/** What an applicant does that work must not get in front of. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'input'] as const;

export interface QuietOptions {
  /** How long without a tap or a key counts as a pause (ms). */
  quietMs?: number;
  /** Run by then all the same, when idle (ms): a visitor who never pauses still gets it. */
  maxWaitMs?: number;
}

/**
 * Runs `task` in a pause of the visitor's (no tap or key for `quietMs`) once the browser is
 * idle, so a long piece of work (telemetry's start) lands between interactions, not in front of
 * one; returns what cancels it.
 */
export function whenQuiet(
  task: () => void,
  { quietMs = 1000, maxWaitMs = 20_000 }: QuietOptions = {},
): () => void {
  let pause: ReturnType<typeof setTimeout> | undefined;
  let stopIdle: (() => void) | undefined;
  const stopListening = () => {
    for (const type of INPUT_EVENTS) removeEventListener(type, restart, true);
    clearTimeout(pause);
    clearTimeout(deadline);
  };
  const run = () => {
    stopListening();
    stopIdle = whenIdle(task);
  };
  function restart() {
    clearTimeout(pause);
    pause = setTimeout(run, quietMs);
  }
  for (const type of INPUT_EVENTS)
    addEventListener(type, restart, { capture: true, passive: true });
  const deadline = setTimeout(run, maxWaitMs);
  restart();
  return () => {
    stopListening();
    stopIdle?.();
  };
}

declare global {
  interface Navigator {
    /** Network Information (Chromium, Android's WebViews); other browsers have none. */
    readonly connection?: { readonly saveData?: boolean };
  }
}

/** Whether the visitor's browser asks to save data (its data saver, what Save-Data sends). */
export function savesData(browser: Pick<Navigator, 'connection'> = navigator): boolean {
  return browser.connection?.saveData === true;
}
