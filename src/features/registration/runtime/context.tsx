import { QueryClientProvider } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { createContext, use, useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { screenFor, type RegistrationEvent, type Screen } from '../../../../machines/registration';
import { isLoggedIn, type SessionEvent } from '../../../../machines/session';
import type { CameraBridge } from '../liveness/camera-bridge';
import type { RegistrationQueries } from './queries';
import type { RegistrationRuntime, RegistrationSnapshot, SessionSnapshot } from './types';

const RuntimeContext = createContext<RegistrationRuntime | null>(null);

export function RegistrationProvider({
  runtime,
  children,
}: {
  runtime: RegistrationRuntime;
  children: ReactNode;
}) {
  // The screens' server reads go through the runtime's query cache (queries.ts).
  return (
    <RuntimeContext value={runtime}>
      <QueryClientProvider client={runtime.queries.client}>{children}</QueryClientProvider>
    </RuntimeContext>
  );
}

/** The runtime of the layout above, or null (the build's preview renders without one). */
export function useMaybeRegistrationRuntime(): RegistrationRuntime | null {
  return use(RuntimeContext);
}

export function useRegistrationRuntime(): RegistrationRuntime {
  const runtime = use(RuntimeContext);
  if (!runtime) throw new Error('Registration hooks need a <RegistrationProvider> above them');
  return runtime;
}

/** The registration actor of the current login; a new login re-renders with the new one. */
function useRegistrationActor() {
  const runtime = useRegistrationRuntime();
  return useSyncExternalStore(runtime.subscribeRegistration, runtime.registration);
}

export function useRegistrationSelector<T>(
  selector: (snapshot: RegistrationSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useRegistrationActor(), selector, compare);
}

export function useRegistrationSend(): (event: RegistrationEvent) => void {
  const actor = useRegistrationActor();
  return useCallback((event: RegistrationEvent) => actor.send(event), [actor]);
}

export function useSessionSelector<T>(
  selector: (snapshot: SessionSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useRegistrationRuntime().session, selector, compare);
}

export function useSessionSend(): (event: SessionEvent) => void {
  const { session } = useRegistrationRuntime();
  return useCallback((event: SessionEvent) => session.send(event), [session]);
}

const sameScreen = (a: Screen, b: Screen) =>
  a.route === b.route && a.step === b.step && a.kind === b.kind;

/** Where the flow is: route, step and the kind of screen (booting, networkFailed, …). */
export function useScreen(): Screen {
  return useRegistrationSelector(screenFor, sameScreen);
}

export function useRegistrationQueries(): RegistrationQueries {
  return useRegistrationRuntime().queries;
}

/** The frame and hints of the selfie check the machine runs. */
export function useCamera(): CameraBridge {
  return useRegistrationRuntime().camera;
}

/** Tells the journey telemetry the fields a form's own check refused (journey-signals.ts). */
export function useReportRefusedFields(): (fields: readonly string[]) => void {
  return useRegistrationRuntime().reportRefusedFields;
}

/** «Выйти»: everything of the session is forgotten and the page replaced by /login. */
export function useLogout(): () => void {
  return useRegistrationRuntime().logout;
}

/** Whether the applicant is logged in (SPEC.md §4 login status). */
export function useLoggedIn(): boolean {
  return useSessionSelector(isLoggedIn);
}
