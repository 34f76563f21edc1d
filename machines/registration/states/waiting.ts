// The steps where the applicant waits on the server, and the signing around them (SPEC.md §4
// signing_init … signing_result, signing_failed).
import { recordOf, STEP, WAIT_STEPS } from '../../../contract';
import type { RegistrationContext, SigningReturn } from '../context';
import { registrationSetup } from '../setup';
import { routeOf } from '../steps';
import { pollRegion } from './poll';
import {
  accept,
  errorOf,
  fatal,
  followAnswer,
  requestFailed,
  screenOf,
  signedOut,
  stepMoved,
} from './transitions';

function requireSigningReturn(context: RegistrationContext): SigningReturn {
  if (!context.signingReturn) throw new Error('postSigningResult entered without a signing return');
  return context.signingReturn;
}

/** The documents are ready: the signing page's address is fetched and the browser leaves. */
const signingInitSuccess = registrationSetup.createStateConfig({
  meta: screenOf(STEP.signing_init_success),
  tags: 'signingReady',
  initial: 'deciding',
  states: {
    /** Back from the signing page (reload or not): post the outcome, never redirect again. */
    deciding: {
      always: [
        { guard: 'hasSigningReturn', target: '#registration.postingSigningResult' },
        { target: 'fetchingRedirect' },
      ],
    },
    fetchingRedirect: {
      invoke: {
        id: 'fetchSigningRedirect',
        src: 'fetchSigningRedirect',
        input: { returnTo: routeOf(STEP.signing_result) },
        onDone: {
          target: 'redirecting',
          actions: {
            type: 'replaceLocation',
            params: ({ event }) => ({ url: event.output.redirectUrl }),
          },
        },
        // SPEC.md §8: failing to fetch the signing redirect is fatal.
        onError: [signedOut, stepMoved, fatal],
      },
    },
    redirecting: {},
  },
});

/**
 * The steps the server passes by itself: each shows its screen while the poll region backs the
 * realtime push up (poll.ts).
 */
export const waitingState = registrationSetup.createStateConfig({
  type: 'parallel',
  states: {
    step: {
      // Always entered at a named step (the dispatch targets it); XState wants an initial.
      initial: STEP.waiting_external_personal,
      // Each step the server passes by itself (the declarations' wait steps) shows its screen;
      // signing_init_success also fetches the signing page's address and leaves for it.
      states: {
        ...recordOf(WAIT_STEPS, (step) => ({ meta: screenOf(step) })),
        signing_init_success: signingInitSuccess,
      },
    },
    poll: pollRegion,
  },
});

/** Back from the signing page: POST the outcome, then go where the server says. */
export const postingSigningResultState = registrationSetup.createStateConfig({
  meta: { route: routeOf(STEP.signing_result) },
  tags: 'busy',
  invoke: {
    id: 'postSigningResult',
    src: 'postSigningResult',
    input: ({ context }) => requireSigningReturn(context),
    onDone: { target: 'dispatch', actions: [...accept, 'clearSigningReturn'] },
    onError: [
      // A return opened again (back button, bookmark, second tab): the server's step decides.
      {
        guard: { type: 'isOldSigningReturn', params: errorOf },
        target: 'booting',
        actions: 'clearSigningReturn',
      },
      ...requestFailed,
    ],
  },
});

export const signingFailedState = registrationSetup.createStateConfig({
  meta: screenOf(STEP.signing_failed),
  initial: 'idle',
  states: {
    idle: { on: { 'signing.repeat': { target: 'repeating' } } },
    repeating: {
      tags: 'busy',
      invoke: {
        id: 'repeatSigning',
        src: 'repeatSigning',
        onDone: followAnswer,
        onError: [stepMoved, ...requestFailed],
      },
    },
  },
});
