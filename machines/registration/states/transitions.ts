// The transitions many states share: where an answer of the tab's own request leads, and how a
// failed request ends.
import type { StepResponse } from '../context';
import type { ScreenMeta } from '../screen';
import { routeOf, stepEntry, type StepName } from '../steps';

/** The state node of a step, as a target from anywhere in the machine. */
export function at(step: StepName): `#registration.${string}` {
  return `#registration.${stepEntry(step).state}`;
}

/** The screen a step's state shows. */
export function screenOf(step: StepName): ScreenMeta {
  return { route: routeOf(step), step };
}

type ErrorEventArgs = { event: { error: unknown } };
export const errorOf = ({ event }: ErrorEventArgs) => ({ error: event.error });

type Answer = { event: { output: StepResponse } };
export const answerOf = ({ event }: Answer) => ({ response: event.output });

/** A step answer to this tab's own request: the server's step, and a fresh read. */
export const accept = [
  { type: 'acceptStep', params: answerOf },
  { type: 'noteFreshRead', params: answerOf },
  {
    type: 'listen',
    params: ({ event }: Answer) => ({ channel: event.output.socket_channel }),
  },
] as const;

/** Where an answer of this tab's own request leads: the step it names, whichever that is. */
export const followAnswer = { target: '#registration.dispatch', actions: accept } as const;

/**
 * The common end of a failed request: signed out on an auth error (the token flow has already
 * sent the user to /login), a retryable screen on a network error or a timeout, else the fatal
 * error page.
 */
export const signedOut = {
  guard: { type: 'isAuthError', params: errorOf },
  target: '#registration.signedOut',
} as const;
export const fatal = {
  target: '#registration.fatal',
  actions: { type: 'assignFatal', params: errorOf },
} as const;
export const timedOut = {
  guard: { type: 'isTimeout', params: errorOf },
  target: '#registration.timedOut',
} as const;
export const requestFailed = [
  signedOut,
  { guard: { type: 'isNetworkError', params: errorOf }, target: '#registration.networkFailed' },
  timedOut,
  fatal,
] as const;

/** 409: the request was made on a step the server has left; it says where the applicant is. */
export const stepMoved = {
  guard: { type: 'isWrongStep', params: errorOf },
  target: '#registration.booting',
} as const;
