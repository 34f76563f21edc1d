// The registration statechart (SPEC.md §4): the server decides the step; this machine holds it
// and models everything that can move it. Its vocabulary (actors, actions, guards) is setup.ts;
// its screens' states are in states/.
import { FORM_STEPS, recordOf } from '../../contract';
import { initialContext } from './context';
import { registrationSetup } from './setup';
import { STEPS } from './steps';
import { cabinetState, formState } from './states/forms';
import { livenessFailedState, verigramState } from './states/photo';
import { at, followAnswer, requestFailed } from './states/transitions';
import { postingSigningResultState, signingFailedState, waitingState } from './states/waiting';

export type { SigningRedirect, SigningRedirectInput } from './setup';
export { registrationSetup } from './setup';

export const registrationMachine = registrationSetup.createMachine({
  id: 'registration',
  context: ({ input }) => initialContext(input),
  // The step channel lives as long as the flow: a push moves the applicant on any screen.
  invoke: {
    id: 'realtime',
    src: 'realtime',
    onError: { actions: { type: 'markRealtime', params: { status: 'failed' } } },
  },
  on: {
    'draft.change': { actions: 'saveDraft' },
    'realtime.step': {
      guard: {
        type: 'followsPush',
        params: ({ event }) => ({ step: event.step, sentAt: event.sentAt }),
      },
      target: '.dispatch',
      actions: { type: 'acceptPush', params: ({ event }) => ({ step: event.step }) },
    },
    'realtime.up': { actions: { type: 'markRealtime', params: { status: 'up' } } },
    'realtime.down': { actions: { type: 'markRealtime', params: { status: 'down' } } },
    logout: { target: '.signedOut', actions: 'forgetDrafts' },
  },
  initial: 'booting',
  states: {
    /** A deep link or a reload: the server, not the URL, decides where the applicant is. */
    booting: {
      meta: { route: null, kind: 'booting' },
      tags: 'booting',
      entry: 'forgetStep',
      invoke: { id: 'fetchStep', src: 'fetchStep', onDone: followAnswer, onError: requestFailed },
    },

    /** step_name → state, straight from the step table; anything else is fatal. */
    dispatch: {
      entry: 'dropOldSigningReturn',
      always: [
        ...STEPS.map(({ step }) => ({
          guard: { type: 'stepIs' as const, params: { step } },
          target: at(step),
        })),
        { target: 'fatal', actions: 'assignUnknownStep' },
      ],
    },

    /** The declared forms (FORM_STEPS), each in the state named like its step. */
    ...recordOf(FORM_STEPS, formState),

    verigram: verigramState,
    liveness_failed: livenessFailedState,
    waiting: waitingState,
    postingSigningResult: postingSigningResultState,
    signing_failed: signingFailedState,
    personal_cabinet: cabinetState(),

    /** Connection lost on a request: the applicant retries and the server says where they are. */
    networkFailed: {
      meta: { route: null, kind: 'networkFailed' },
      invoke: { id: 'connectivity', src: 'connectivity' },
      on: { retry: { target: 'booting' }, 'connection.online': { target: 'booting' } },
    },

    /** No answer within the call's time limit: as networkFailed, with its own message. */
    timedOut: {
      meta: { route: null, kind: 'timedOut' },
      on: { retry: { target: 'booting' } },
    },

    /**
     * SPEC.md §2: the generic error page, chosen by context.fatal.statusCode. Its retry asks the
     * server for the step again; the drafts are still in context. What the server pushes
     * meanwhile is for after that retry.
     */
    fatal: {
      meta: { route: null, kind: 'fatal' },
      tags: 'fatal',
      on: { retry: { target: 'booting' }, 'realtime.step': {} },
    },

    /** The session is gone (logout, or the token flow has sent the user to /login). */
    signedOut: { type: 'final', meta: { route: '/login' } },
  },
});

export type RegistrationMachine = typeof registrationMachine;
