// The page's one script tag. A prerendered page is readable without JavaScript, so the app
// (about 120 KiB gzip) loads once the browser has painted it: on a slow phone those downloads
// must not share the link with the HTML and the first paint. A frame, then a task: the request
// starts after that frame is on screen. main.tsx hydrates the page (or renders it).
requestAnimationFrame(() => setTimeout(() => void import('./main')));
