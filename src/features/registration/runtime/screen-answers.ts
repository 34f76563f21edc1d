// Where the machines say the applicant is: the step guard's answer for an address, and a
// notice each time that becomes another route (the registration layout then moves the router).
import { waitFor } from 'xstate';
import { isBooting, screenFor } from '../../../../machines/registration';
import { isLoggedIn } from '../../../../machines/session';
import type { RegistrationGate } from '../step-guard';
import type { RegistrationActor, SessionActor } from './types';

export function screenAnswers(session: SessionActor, running: () => RegistrationActor | undefined) {
  /** The machine's route once it knows one; '/login' when signed out; undefined while booting. */
  function route(): string | null | undefined {
    if (!isLoggedIn(session.getSnapshot())) return '/login';
    const snapshot = running()?.getSnapshot();
    return !snapshot || isBooting(snapshot) ? undefined : screenFor(snapshot).route;
  }

  const gate: RegistrationGate = {
    clearLogin: () => session.send({ type: 'login.clear' }),
    async screenFor(path) {
      if (!isLoggedIn(session.getSnapshot())) return path === '/login' ? null : '/login';
      const flow = running();
      try {
        if (flow) await waitFor(flow, (snapshot) => !isBooting(snapshot));
      } catch {
        // The flow was stopped (logged out meanwhile): fall through to the fresh answer.
      }
      return route() ?? null;
    },
  };

  const listeners = new Set<(route: string) => void>();
  let last: string | null | undefined;
  return {
    gate,
    /** Tells `listener` the screen now (it may have changed before it came), then each change. */
    subscribe(listener: (route: string) => void) {
      listeners.add(listener);
      if (last) listener(last);
      return () => void listeners.delete(listener);
    },
    /** Called on every snapshot of the session and its flow. */
    changed() {
      const now = route();
      if (now && now !== last) listeners.forEach((listener) => listener(now));
      last = now ?? last;
    },
    stop: () => listeners.clear(),
  };
}
