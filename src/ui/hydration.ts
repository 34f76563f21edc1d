import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows (a cookie, today's date, the address bar). The prerendered HTML
 * was made without a browser, so the server render and the browser's render that hydrates that
 * HTML both use `prerendered`; React renders again with the browser's value right after, and a
 * page the browser renders itself has the browser's value from the start. `read` must return
 * the same value for the same state (a string or number, not a new object each call).
 */
export function useBrowserValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(noSubscription, read, () => prerendered);
}

const inBrowser = () => true;

/**
 * False in the prerendered HTML and in the render that hydrates it, true from then on (and at
 * once where the browser renders the part itself). Controls that need the app are disabled
 * until it runs them: a value typed into HTML the app has not taken over yet would be lost.
 */
export function useHydrated(): boolean {
  return useBrowserValue(inBrowser, false);
}
