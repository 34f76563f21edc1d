// Screen reader and keyboard users need to know a new screen appeared: after a client-side
// navigation the new page's h1 takes focus. On the first load the browser's own focus is right.
let navigated = false;

export function markClientNavigation(): void {
  navigated = true;
}

export function shouldFocusHeading(): boolean {
  return navigated;
}
