import {
  createRootRouteWithContext,
  Outlet,
  useLocation,
  type NotFoundRouteProps,
} from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { FirstLoadPending } from '../features/shell/AuthPending';
import { ErrorPage } from '../features/shell/ErrorPage';
import { fatalOf } from '../../contract/fatal';
import type { RegistrationContext } from '../features/registration/gate';
import {
  getFatalError,
  logFatalError,
  retryFatalError,
  subscribeFatalError,
} from '../platform/fatal-error';
import { activateLocale } from '../platform/i18n';
import { detectLocale, localeFromPath, localizePath } from '../platform/locale';
import { logNotFound } from '../platform/not-found';
import { reloadOnceForChunkError } from '../platform/reload-guard';
import { replaceTo } from '../ui/redirect';

export interface RouterContext {
  /** The registration flow: its runtime once made, and the step guard's questions. */
  registration: RegistrationContext;
}

let firstLoad = true;

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location }) => {
    // A trailing slash is gone before the router starts (app/trailing-slash.ts), and the
    // router builds every later location without one (`trailingSlash: 'never'`).
    const { pathname } = location;
    // Locale detection applies when a visitor lands on the root (Nuxt's redirectOn 'root'):
    // a deep link keeps the language its URL names.
    // Only a browser has a visitor's cookie and languages: a prerendered `/` is the Russian page,
    // and the browser redirects it on load (main.tsx loads the router before hydrating).
    const landing = firstLoad && typeof document !== 'undefined';
    firstLoad = false;
    if (landing && pathname === '/' && detectLocale() === 'kk') {
      throw replaceTo(localizePath('/', 'kk'), location.search);
    }
    await activateLocale(localeFromPath(pathname));
  },
  component: Root,
  // On the first load nothing is on screen yet: the registration step guard may wait on the
  // server there (issue 13: no white page). Later navigations keep the page they leave.
  pendingComponent: FirstLoadPending,
  pendingMs: 300,
  notFoundComponent: NotFound,
  // A render or loader error reaches errorComponent; it is logged with name, message and stack.
  onCatch: logFatalError,
  // A route chunk of an older build is gone after a deploy: one reload fetches the new one.
  errorComponent: ({ error }) =>
    reloadOnceForChunkError(error) ? null : (
      <ErrorPage statusCode={fatalOf(error).statusCode} onRetry={() => window.location.reload()} />
    ),
});

function NotFound({ data }: NotFoundRouteProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    logNotFound(pathname, data);
  }, [pathname, data]);
  return <ErrorPage statusCode={404} />;
}

const noFatalError = () => null;

function Root() {
  // Prerendered pages have no fatal error; neither has the first render that hydrates them.
  const fatal = useSyncExternalStore(subscribeFatalError, getFatalError, noFatalError);
  if (fatal) return <ErrorPage statusCode={fatal.statusCode} onRetry={() => retryFatalError()} />;
  return <Outlet />;
}
