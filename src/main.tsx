import { LanguageProvider } from './ui/LanguageProvider';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { installNavigationChecks, limitRoutePreloads } from './app/navigation';
import { withFlowPublisher } from './app/flow';
import { createAppRouter } from './app/router';
import { createRegistrationContext } from './features/registration/gate';
import { startPlatform } from './platform/boot';
import { activateLocale, i18n } from './platform/i18n';
import { localeFromPath, routeName } from './platform/locale';
import { logError } from './platform/logger';
import { markAppReady } from './platform/ready';
import { showFatalError } from './platform/fatal-error';
import { stripTrailingSlash } from './app/trailing-slash';
import { endPreview, keepPreviewInput } from './ui/preview';
import './ui/global.css';

stripTrailingSlash(window.location, window.history);

const router = createAppRouter({
  registration: (resolvedPath) => withFlowPublisher(createRegistrationContext(resolvedPath)),
});
// Identifiers and landing parameters are in place before the first request and navigation check.
const firstRender = new Promise<void>((resolve) => {
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    resolve();
  });
});
startPlatform({
  getRouteName: () => routeName(router.state.location.pathname),
  firstRender,
});
void firstRender.then(markAppReady);
installNavigationChecks(router);
limitRoutePreloads(router);

// An uncaught error of the app's own code switches the whole app to the error page (SPEC §2).
window.addEventListener('error', (event) => {
  if (event.error instanceof Error) showFatalError(event.error);
});

// The URL's language is loaded and active before the first render.
await activateLocale(localeFromPath(location.pathname));
const container = document.getElementById('root')!;
// Where the HTML shows something, the page's routes load (code, messages, data) and run their
// checks, the kk redirect of `/` among them, before the first render: that render is the page
// the HTML shows, or its next state (the login form under its preview), never a blank or pending
// view over it. An empty page renders at once: the router shows the layout and a status while a
// registration screen's step guard waits for the server (AuthPending).
if (container.hasChildNodes()) await router.load();

const app = (
  <StrictMode>
    <LanguageProvider i18n={i18n}>
      <RouterProvider router={router} />
    </LanguageProvider>
  </StrictMode>
);
// A prerendered page names its path (scripts/build/prerender.ts). React takes over its HTML in
// a transition, in slices that leave the main thread free between them; any other page (a
// registration screen, a 404 answer, `/` redirected to /kk) is rendered over what is there.
if (container.dataset.page === router.state.location.pathname) {
  // The router renders a server-rendered tree without its client-only Suspense wrappers when it
  // knows it hydrates one; TanStack's own hydration sets this from the inline state scripts the
  // CSP forbids. Here the state is the router's own, loaded above, so there is no manifest.
  router.ssr = { manifest: undefined };
  startTransition(() => {
    hydrateRoot(container, app, {
      // A mismatch is React's to repair (it renders that part anew); it is logged, never fatal.
      onRecoverableError: (error) => {
        console.error(error);
        logError(error);
      },
    });
  });
} else if (container.hasChildNodes()) {
  // What is there (the login form's preview, a not-found page) stays on screen while React
  // renders over it in slices, leaving the main thread free between them. A visitor typing into
  // the preview (already, or from a field they enter meanwhile) must lose no keystroke: then the
  // render finishes synchronously, from what they typed, and the field keeps the focus.
  const root = createRoot(container);
  const preview = container.firstChild;
  const takeOverNow = () => {
    if (!preview?.isConnected) return;
    keepPreviewInput(container);
    flushSync(() => root.render(app));
    endPreview();
  };
  if (keepPreviewInput(container)) {
    takeOverNow();
  } else {
    container.addEventListener('focusin', takeOverNow, { once: true });
    startTransition(() => root.render(app));
  }
} else {
  createRoot(container).render(app);
}
