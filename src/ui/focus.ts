// Screen reader and keyboard users need to know a new screen appeared: after a client-side
// navigation the new page's h1 takes focus. On the first load the browser's own focus is right.
let navigated = false;

export function markClientNavigation(): void {
  navigated = true;
}

export function shouldFocusHeading(): boolean {
  return navigated;
}

/**
 * A new screen opens at its top with its heading focused, before its first paint: it must not
 * show at the old screen's scroll position and then glide up (a tap aimed during the glide
 * lands on the wrong control). Called from a layout effect.
 */
export function openScreenAt(heading: HTMLElement | null): void {
  if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  heading?.focus({ preventScroll: true });
}
