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
