import type { AnyRouter } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { followScreens } from './follow-screens';
import type { RegistrationContext } from './gate';
import { RegistrationProvider } from './runtime/context';

/**
 * The registration flow under the layout of every login and registration screen: the page's
 * runtime for the screens below (one provider, once the guard has made it), and the one
 * subscriber that moves the router to the machines' screen while the layout is up
 * (follow-screens.ts).
 */
export function RegistrationFlow({
  router,
  registration,
  children,
}: {
  router: AnyRouter;
  registration: RegistrationContext;
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
  return runtime ? (
    <RegistrationProvider runtime={runtime}>{children}</RegistrationProvider>
  ) : (
    children
  );
}
