import { STEP } from '../../contract';
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { EventObject } from 'xstate';
import type {
  FormStep,
  IinValues,
  PassportValues,
  PersonalAndPassportValues,
  PersonalValues,
  RegistrationContext,
  RegistrationInput,
  SigningReturn,
  StepResponse,
} from './context';
import { initialContext } from './context';
import { failureKind, fatalOf, fieldErrorsOf } from './errors';
import type { RegistrationEvent } from './events';
import { isFreshPush, isLowSimilarity, movesForward, retreatFrom } from './guards';
import type { ScreenMeta } from './screen';
import type { RegistrationTag } from './selectors';
import type { StepName } from './steps';
import { STEPS, WAITING_STEPS, rankOf, routeOf, stepEntry } from './steps';

export interface RealtimeInput {
  /** The private channel named by the step response's socket_channel. */
  channel: string;
}

export interface SigningRedirectInput {
  /** The app route the signing page must send the browser back to (no origin, no locale). */
  returnTo: string;
}

export interface SigningRedirect {
  redirectUrl: string;
}

export interface CabinetInput {
  amount: number;
}

function notProvided(name: string): Error {
  return new Error(`registration machine: "${name}" must be provided by the app (machine.provide)`);
}

/** A request actor nobody provided: it rejects, so the flow shows the fatal screen. */
function missingRequest<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(notProvided(name)));
}

interface SubmitValues {
  'iin.submit': IinValues;
  'personal.submit': PersonalValues;
  'passport.submit': PassportValues;
  'personalAndPassport.submit': PersonalAndPassportValues;
}

/** The values of the submission that entered a submitting state. */
function submittedValues<T extends keyof SubmitValues>(
  event: RegistrationEvent,
  type: T,
): SubmitValues[T] {
  if (event.type !== type) throw new Error(`Expected ${type}, got ${event.type}`);
  return (event as unknown as { values: SubmitValues[T] }).values;
}

function requireSigningReturn(context: RegistrationContext): SigningReturn {
  if (!context.signingReturn) throw new Error('postSigningResult entered without a signing return');
  return context.signingReturn;
}

/** The state node of a step, as a target from anywhere in the machine. */
function at(step: StepName): `#registration.${string}` {
  return `#registration.${stepEntry(step).state}`;
}

function screenOf(step: StepName): ScreenMeta {
  return { route: routeOf(step), step };
}

export const registrationSetup = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput | undefined,
    meta: {} as ScreenMeta,
    tags: {} as RegistrationTag,
  },
  actors: {
    /** GET /rest/registration/step */
    fetchStep: missingRequest<StepResponse>('fetchStep'),
    /** POST /rest/registration/iin */
    submitIin: missingRequest<StepResponse, IinValues>('submitIin'),
    /** POST /rest/registration/personal */
    submitPersonal: missingRequest<StepResponse, PersonalValues>('submitPersonal'),
    /** POST /rest/registration/passport */
    submitPassport: missingRequest<StepResponse, PassportValues>('submitPassport'),
    /** POST /rest/registration/personal_and_passport */
    submitPersonalAndPassport: missingRequest<StepResponse, PersonalAndPassportValues>(
      'submitPersonalAndPassport',
    ),
    /**
     * Subscribes to the step channel; sends back realtime.step / realtime.up / realtime.down.
     * Unprovided, it never connects, so the waiting states simply poll.
     */
    realtime: fromCallback<EventObject, RealtimeInput>(() => undefined),
    /** GET /rest/registration/signing/redirect?return_to=… */
    fetchSigningRedirect: missingRequest<SigningRedirect, SigningRedirectInput>(
      'fetchSigningRedirect',
    ),
    /** POST /rest/registration/signing/result */
    postSigningResult: missingRequest<StepResponse, SigningReturn>('postSigningResult'),
    /** PUT /rest/registration/signing/repeat */
    repeatSigning: missingRequest<StepResponse>('repeatSigning'),
    /** POST /rest/cabinet */
    submitCabinet: missingRequest<unknown, CabinetInput>('submitCabinet'),
  },
  actions: {
    /** Leaves the app for the signing page (window.location.replace). */
    replaceLocation: (_, _params: { url: string }) => {
      throw notProvided('replaceLocation');
    },
    acceptStep: assign(({ context }, { response }: { response: StepResponse }) => ({
      step: response.step_name,
      stepContext: { error: response.context.error ?? null },
      socketChannel: response.socket_channel,
      uuid: response.uuid,
      retreatedFrom: retreatFrom(context.step, response.step_name),
      fieldErrors: {},
    })),
    acceptPush: assign((_, { step }: { step: string }) => ({
      step,
      stepContext: null,
      retreatedFrom: null,
    })),
    /** A move the applicant makes without asking the server (retry, photo done). */
    moveTo: assign(({ context }, { step, retreat }: { step: StepName; retreat?: boolean }) => ({
      step,
      stepContext: null,
      livenessError: null,
      retreatedFrom: retreat ? retreatFrom(context.step, step) : context.retreatedFrom,
    })),
    forgetStep: assign({ step: null, stepContext: null, retreatedFrom: null, fatal: null }),
    saveDraft: assign(({ context, event }) => {
      assertEvent(event, 'draft.change');
      return {
        drafts: {
          ...context.drafts,
          [event.step]: { ...context.drafts[event.step], ...event.values },
        },
      };
    }),
    /** The submitted values are the newest draft; old server errors no longer apply. */
    saveSubmitted: assign(
      (
        { context },
        { step, values }: { step: keyof RegistrationContext['drafts']; values: object },
      ) => ({
        drafts: { ...context.drafts, [step]: { ...values } },
        fieldErrors: {},
      }),
    ),
    assignFieldErrors: assign((_, { error }: { error: unknown }) => ({
      fieldErrors: fieldErrorsOf(error),
    })),
    assignFatal: assign((_, { error }: { error: unknown }) => ({ fatal: fatalOf(error) })),
    assignUnknownStep: assign(({ context }) => ({
      fatal: { statusCode: 500, message: `Unknown registration step: ${String(context.step)}` },
    })),
    markRealtime: assign((_, { status }: { status: RegistrationContext['realtime'] }) => ({
      realtime: status,
    })),
    assignLivenessError: assign(({ event }) => {
      assertEvent(event, 'liveness.failed');
      return { livenessError: event.errorName };
    }),
    clearLivenessError: assign({ livenessError: null }),
    assignSigningReturn: assign(({ event }) => {
      assertEvent(event, 'signing.returned');
      return { signingReturn: { session: event.session, result: event.result } };
    }),
    clearSigningReturn: assign({ signingReturn: null }),
  },
  guards: {
    stepIs: ({ context }, { step }: { step: StepName }) => context.step === step,
    isFreshPush: ({ context }, { step }: { step: string }) => isFreshPush(context, step),
    movesForward: ({ context }, { step }: { step: string }) => movesForward(context, step),
    isValidationError: (_, { error }: { error: unknown }) => failureKind(error) === 'validation',
    isNetworkError: (_, { error }: { error: unknown }) => failureKind(error) === 'network',
    isTimeout: (_, { error }: { error: unknown }) => failureKind(error) === 'timeout',
    isAuthError: (_, { error }: { error: unknown }) => failureKind(error) === 'auth',
    reasonUnknown: ({ context }) => context.stepContext === null,
    isLowSimilarity: ({ context }) => isLowSimilarity(context),
    hasSigningReturn: ({ context }) => context.signingReturn !== null,
    realtimeUp: ({ context }) => context.realtime === 'up',
  },
  delays: {
    /** Poll cadence while the realtime connection is down (or not up yet). */
    pollInterval: 4000,
    /** Poll cadence while realtime is up but may be silent (SANDBOX scenario 0501). */
    quietPollInterval: 8000,
  },
});

type ErrorEventArgs = { event: { error: unknown } };
const errorOf = ({ event }: ErrorEventArgs) => ({ error: event.error });

/**
 * The common end of a failed request: signed out on an auth error (the token flow has already
 * sent the user to /login), a retryable screen on a network error or a timeout, else the fatal
 * error page.
 */
const requestFailed = [
  { guard: { type: 'isAuthError', params: errorOf }, target: '#registration.signedOut' },
  { guard: { type: 'isNetworkError', params: errorOf }, target: '#registration.networkFailed' },
  { guard: { type: 'isTimeout', params: errorOf }, target: '#registration.timedOut' },
  { target: '#registration.fatal', actions: { type: 'assignFatal', params: errorOf } },
] as const;

/** Form submissions also know 422: the errors stay on screen with the applicant's input. */
const submitFailed = [
  {
    guard: { type: 'isValidationError', params: errorOf },
    target: 'invalid',
    actions: { type: 'assignFieldErrors', params: errorOf },
  },
  ...requestFailed,
] as const;

const accept = {
  type: 'acceptStep',
  params: ({ event }: { event: { output: StepResponse } }) => ({ response: event.output }),
} as const;

/**
 * A form step: editing, or invalid after a 422 with the errors on screen; a submit saves the
 * values as the newest draft and sends them; the answer is the next step, a failure goes where
 * requestFailed and submitFailed say.
 */
function formStep<
  Submit extends keyof SubmitValues,
  Actor extends 'submitIin' | 'submitPersonal' | 'submitPassport' | 'submitPersonalAndPassport',
>(step: FormStep, submit: Submit, actor: Actor) {
  const values = ({ event }: { event: RegistrationEvent }) => submittedValues(event, submit);
  return {
    meta: screenOf(step),
    initial: 'editing',
    states: {
      editing: { on: { [submit]: { target: 'submitting' } } },
      invalid: { on: { [submit]: { target: 'submitting' } } },
      submitting: {
        tags: 'busy',
        entry: {
          type: 'saveSubmitted',
          params: (args: { event: RegistrationEvent }) => ({ step, values: values(args) }),
        },
        invoke: {
          id: actor,
          src: actor,
          input: values,
          onDone: { target: '#registration.dispatch', actions: accept },
          onError: submitFailed,
        },
      },
    },
  } as const;
}

export const registrationMachine = registrationSetup.createMachine({
  id: 'registration',
  context: ({ input }) => initialContext(input),
  on: {
    'draft.change': { actions: 'saveDraft' },
    'signing.returned': { actions: 'assignSigningReturn' },
  },
  initial: 'booting',
  states: {
    /** A deep link or a reload: the server, not the URL, decides where the applicant is. */
    booting: {
      meta: { route: null, kind: 'booting' },
      tags: 'booting',
      entry: 'forgetStep',
      invoke: {
        id: 'fetchStep',
        src: 'fetchStep',
        onDone: { target: 'dispatch', actions: accept },
        onError: requestFailed,
      },
    },

    /** step_name → state, straight from the table; anything else is fatal. */
    dispatch: {
      always: [
        ...STEPS.map(({ step }) => ({
          guard: { type: 'stepIs' as const, params: { step } },
          target: at(step),
        })),
        { target: 'fatal', actions: 'assignUnknownStep' },
      ],
    },

    iin: formStep(STEP.iin, 'iin.submit', 'submitIin'),
    personal: formStep(STEP.personal, 'personal.submit', 'submitPersonal'),
    passport: formStep(STEP.passport, 'passport.submit', 'submitPassport'),
    personal_and_passport: formStep(
      STEP.personal_and_passport,
      'personalAndPassport.submit',
      'submitPersonalAndPassport',
    ),

    /** The photo: the view runs the liveness machine and reports its outcome here. */
    verigram: {
      meta: screenOf(STEP.verigram),
      initial: 'capturing',
      on: {
        'liveness.succeeded': {
          target: at(STEP.waiting_liveness_results),
          actions: { type: 'moveTo', params: { step: STEP.waiting_liveness_results } },
        },
      },
      states: {
        capturing: {
          on: { 'liveness.failed': { target: 'cameraFailed', actions: 'assignLivenessError' } },
        },
        cameraFailed: {
          tags: 'cameraFailed',
          on: { 'liveness.retry': { target: 'capturing', actions: 'clearLivenessError' } },
        },
      },
    },

    liveness_failed: {
      meta: screenOf(STEP.liveness_failed),
      initial: 'resolving',
      on: {
        'liveness.retry': {
          target: STEP.verigram,
          actions: { type: 'moveTo', params: { step: STEP.verigram, retreat: true } },
        },
      },
      states: {
        resolving: {
          always: [
            { guard: 'reasonUnknown', target: 'checking' },
            { guard: 'isLowSimilarity', target: 'lowSimilarity' },
            { target: 'alreadyFixing' },
          ],
        },
        /** A push carries no context.error: ask the server which failure it was. */
        checking: {
          invoke: {
            id: 'fetchFailureReason',
            src: 'fetchStep',
            onDone: { target: '#registration.dispatch', actions: accept },
            onError: requestFailed,
          },
        },
        lowSimilarity: { meta: { kind: 'lowSimilarity' } },
        alreadyFixing: { meta: { kind: 'alreadyFixing' } },
      },
    },

    /**
     * The steps where the applicant waits on the server. One subscription to the step channel
     * lives as long as the flow stays here, and a poll backs it up: every pollInterval while
     * realtime is down, every quietPollInterval while it is up (it may be silent). Moving
     * between waiting steps keeps the subscription; leaving stops both.
     */
    waiting: {
      type: 'parallel',
      entry: { type: 'markRealtime', params: { status: 'down' } },
      invoke: {
        id: 'realtime',
        src: 'realtime',
        input: ({ context }) => ({ channel: context.socketChannel ?? '' }),
        onError: { actions: { type: 'markRealtime', params: { status: 'failed' } } },
      },
      on: {
        'realtime.step': {
          guard: { type: 'isFreshPush', params: ({ event }) => ({ step: event.step }) },
          target: '.step.dispatch',
          actions: { type: 'acceptPush', params: ({ event }) => ({ step: event.step }) },
        },
      },
      states: {
        step: {
          initial: 'dispatch',
          states: {
            // A push or a poll only moves forward, so only waiting steps ranked above another
            // waiting step can be reached from inside.
            dispatch: {
              always: [
                ...WAITING_STEPS.filter((step) =>
                  WAITING_STEPS.some((other) => rankOf(other)! < rankOf(step)!),
                ).map((step) => ({
                  guard: { type: 'stepIs' as const, params: { step } },
                  target: step,
                })),
                { target: '#registration.dispatch' },
              ],
            },
            waiting_external_personal: { meta: screenOf(STEP.waiting_external_personal) },
            waiting_external_photo: { meta: screenOf(STEP.waiting_external_photo) },
            client_creating: { meta: screenOf(STEP.client_creating) },
            waiting_liveness_results: { meta: screenOf(STEP.waiting_liveness_results) },
            signing_init: { meta: screenOf(STEP.signing_init) },
            signing_init_success: {
              meta: screenOf(STEP.signing_init_success),
              tags: 'signingReady',
              initial: 'deciding',
              on: {
                'signing.returned': {
                  target: '#registration.postingSigningResult',
                  actions: 'assignSigningReturn',
                },
              },
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
                    onError: [
                      requestFailed[0],
                      {
                        target: '#registration.fatal',
                        actions: { type: 'assignFatal', params: errorOf },
                      },
                    ],
                  },
                },
                redirecting: {},
              },
            },
            signing_result: { meta: screenOf(STEP.signing_result) },
          },
        },
        poll: {
          initial: 'settle',
          // A change of connection restarts the cadence (a poll in flight is dropped: the next
          // one comes at the new cadence).
          on: {
            'realtime.up': {
              target: '.settle',
              actions: { type: 'markRealtime', params: { status: 'up' } },
            },
            'realtime.down': {
              target: '.settle',
              actions: { type: 'markRealtime', params: { status: 'down' } },
            },
          },
          states: {
            settle: { always: [{ guard: 'realtimeUp', target: 'quiet' }, { target: 'frequent' }] },
            frequent: { after: { pollInterval: 'fetching' } },
            quiet: { after: { quietPollInterval: 'fetching' } },
            fetching: {
              invoke: {
                id: 'poll',
                src: 'fetchStep',
                onDone: [
                  {
                    guard: {
                      type: 'movesForward',
                      params: ({ event }) => ({ step: event.output.step_name }),
                    },
                    target: '#registration.waiting.step.dispatch',
                    actions: accept,
                  },
                  { target: 'settle' },
                ],
                // A failed poll is retried at the next tick; only a lost session ends the wait.
                onError: [requestFailed[0], { target: 'settle' }],
              },
            },
          },
        },
      },
    },

    /** Back from the signing page: POST the outcome, then go where the server says. */
    postingSigningResult: {
      meta: { route: routeOf(STEP.signing_result) },
      invoke: {
        id: 'postSigningResult',
        src: 'postSigningResult',
        input: ({ context }) => requireSigningReturn(context),
        onDone: { target: 'dispatch', actions: [accept, 'clearSigningReturn'] },
        onError: requestFailed,
      },
    },

    signing_failed: {
      meta: screenOf(STEP.signing_failed),
      initial: 'idle',
      states: {
        idle: { on: { 'signing.repeat': { target: 'repeating' } } },
        repeating: {
          tags: 'busy',
          invoke: {
            id: 'repeatSigning',
            src: 'repeatSigning',
            onDone: { target: '#registration.dispatch', actions: accept },
            onError: requestFailed,
          },
        },
      },
    },

    personal_cabinet: {
      meta: screenOf(STEP.personal_cabinet),
      initial: 'editing',
      states: {
        editing: { on: { 'cabinet.submit': { target: 'submitting' } } },
        invalid: { on: { 'cabinet.submit': { target: 'submitting' } } },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'submitCabinet',
            src: 'submitCabinet',
            input: ({ event }) => {
              assertEvent(event, 'cabinet.submit');
              return { amount: event.amount };
            },
            onDone: { target: 'submitted' },
            onError: submitFailed,
          },
        },
        submitted: { tags: 'submitted' },
      },
    },

    /** Connection lost on a request: the applicant retries and the server says where they are. */
    networkFailed: {
      meta: { route: null, kind: 'networkFailed' },
      on: { retry: { target: 'booting' } },
    },

    /** No answer within the call's time limit: as networkFailed, with its own message. */
    timedOut: {
      meta: { route: null, kind: 'timedOut' },
      on: { retry: { target: 'booting' } },
    },

    /**
     * SPEC.md §2: the generic error page, chosen by context.fatal.statusCode. Its retry asks the
     * server for the step again; the drafts are still in context.
     */
    fatal: {
      meta: { route: null, kind: 'fatal' },
      tags: 'fatal',
      on: { retry: { target: 'booting' } },
    },

    /** The session is gone; the token flow has sent the user to /login. */
    signedOut: { type: 'final', meta: { route: '/login' } },
  },
});

export type RegistrationMachine = typeof registrationMachine;
