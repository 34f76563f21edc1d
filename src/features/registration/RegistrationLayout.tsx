import type { AnyRouter } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { stripLocale } from '../../platform/locale';
import { AuthLayout } from '../shell/layouts';
import { followScreens } from './follow-screens';
import type { RegistrationContext } from './gate';
import { RegistrationProvider } from './runtime/context';
import { LogoutControl } from './session/LogoutButton';
import { isRegistrationPath } from './step-guard';

/**
 * The layout of every login and registration screen: the page's runtime for the screens below
 * (one provider), and the one subscriber that moves the router to the machines' screen while
 * the layout is up (follow-screens.ts).
 */
export function RegistrationLayout({
  router,
  registration,
  pathname,
  children,
}: {
  router: AnyRouter;
  registration: RegistrationContext;
  pathname: string;
  children: ReactNode;
}) {
  const runtime = useSyncExternalStore(
    registration.subscribe,
    registration.runtime,
    registration.runtime,
  );
  useEffect(
    () => (runtime ? followScreens(runtime, router, registration) : undefined),
    [runtime, router, registration],
  );
  // A registration screen's HTML is a preview the app renders over (src/entry-server.tsx). It
  // has no footer, so what the app adds below the preview moves nothing already on screen.
  const preview = import.meta.env.SSR && isRegistrationPath(stripLocale(pathname));
  const layout = (
    <AuthLayout headerActions={runtime ? <LogoutControl /> : null} footer={!preview}>
      {children}
    </AuthLayout>
  );
  return runtime ? <RegistrationProvider runtime={runtime}>{layout}</RegistrationProvider> : layout;
}
