import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installNavigationChecks, limitRoutePreloads } from './app/navigation';
import { withFlowPublisher } from './app/flow';
import { createAppRouter, followRegistration } from './app/router';
import { startPlatform } from './platform/boot';
import { activateLocale, i18n } from './platform/i18n';
import { localeFromPath, routeName } from './platform/locale';
import { showFatalError } from './platform/fatal-error';
import { stripTrailingSlash } from './app/trailing-slash';
import './ui/global.css';

stripTrailingSlash(window.location, window.history);

const router = createAppRouter(withFlowPublisher());
followRegistration(router);
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
installNavigationChecks(router);
limitRoutePreloads(router);

// An uncaught error of the app's own code switches the whole app to the error page (SPEC §2).
window.addEventListener('error', (event) => {
  if (event.error instanceof Error) showFatalError(event.error);
});

// I18nProvider renders nothing until a locale is active, so the URL's one is loaded first.
await activateLocale(localeFromPath(location.pathname));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);
