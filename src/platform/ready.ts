// The moment the app has taken over the page: hydrated a prerendered page, or rendered its first
// screen. Work that page does not need to answer its controls (the home calculator's code, the
// server's redirect rules) starts after it, so on a slow phone it never competes with it.
let resolveReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

export function appReady(): Promise<void> {
  return ready;
}

/** Called once by main.tsx; <html data-app-ready> tells browser tests and the bundle budget. */
export function markAppReady(): void {
  resolveReady();
  document.documentElement.dataset.appReady = '';
}
