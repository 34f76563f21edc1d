import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { ErrorPage } from '../features/shell/ErrorPage';
import type { RegistrationGate } from '../features/registration/step-guard';
import { getFatalError, subscribeFatalError, toAppError } from '../platform/fatal-error';
import { activateLocale } from '../platform/i18n';
import { detectLocale, localeFromPath, localizePath } from '../platform/locale';
import { reloadOnceForChunkError } from '../platform/reload-guard';
import { replaceTo } from '../ui/redirect';

export interface RouterContext {
  registration: RegistrationGate;
}

let firstLoad = true;

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location }) => {
    const { pathname } = location;
    if (pathname !== '/' && pathname.endsWith('/')) {
      throw replaceTo(pathname.replace(/\/+$/, ''), location.search);
    }
    // Locale detection applies when a visitor lands on the root (Nuxt's redirectOn 'root'):
    // a deep link keeps the language its URL names.
    const landing = firstLoad;
    firstLoad = false;
    if (landing && pathname === '/' && detectLocale() === 'kk') {
      throw replaceTo(localizePath('/', 'kk'), location.search);
    }
    await activateLocale(localeFromPath(pathname));
  },
  component: Root,
  notFoundComponent: () => <ErrorPage statusCode={404} />,
  // A route chunk of an older build is gone after a deploy: one reload fetches the new one.
  errorComponent: ({ error }) =>
    reloadOnceForChunkError(error) ? null : <ErrorPage statusCode={toAppError(error).statusCode} />,
});

function Root() {
  const fatal = useSyncExternalStore(subscribeFatalError, getFatalError);
  if (fatal) return <ErrorPage statusCode={fatal.statusCode} />;
  return <Outlet />;
}
