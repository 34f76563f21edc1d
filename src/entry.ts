// The page's one script tag. A prerendered page is readable without JavaScript, so the app
// (about 120 KiB gzip) loads once the browser has shown it: on a slow phone those downloads
// must not share the link with the HTML and the first paint (the preview of the login form
// too). A page with nothing to show until the app renders it (registration) loads it at once. main.tsx hydrates the page
// (or renders it).
// Its own imports are preloaded at low priority (scripts/build/prerender.ts): a prerendered
// page's first paint must not wait for their round trips (a registration screen's own preloads
// keep their high priority).
// The framework (React, its DOM renderer, the router, Lingui) is evaluated in a task of its own,
// then the app: one long task of a slow phone's main thread becomes two shorter ones, and input
// that comes meanwhile is handled between them.
const start = () =>
  void import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./main'));

/** Runs `task` once the page has painted content (3 s at the latest: a hidden tab paints not). */
function afterFirstContentfulPaint(task: () => void) {
  let started = false;
  const once = () => {
    if (!started) task();
    started = true;
  };
  setTimeout(once, 3000);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // A frame, then a task: the request starts after that frame is on screen.
    requestAnimationFrame(() => setTimeout(once));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  }).observe({ type: 'paint', buffered: true });
}

if (document.getElementById('root')?.hasChildNodes()) afterFirstContentfulPaint(start);
else start();
