import { fatalOf, FORM_STEPS, STEP } from '../../contract';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { EventObject, PromiseActorLogic } from 'xstate';
import type { LivenessOutput } from '../liveness';
import type {
  CabinetValues,
  FormStep,
  FormValues,
  RegistrationContext,
  RegistrationInput,
  SigningReturn,
  StepResponse,
  Submission,
} from './context';
import { initialContext } from './context';
import { failureKind, fieldErrorsOf, isWrongStep } from './errors';
import {
  FORM_SUBMIT,
  FORM_SUBMIT_ACTOR,
  type FormSubmitActor,
  type RealtimeListen,
  type RegistrationEvent,
} from './events';
import { followsPush, isLowSimilarity, leavesForBadBrowser, namesOtherStep } from './guards';
import type { ScreenMeta } from './screen';
import type { RegistrationTag } from './selectors';
import type { StepName } from './steps';
import { STEPS, routeOf, stepEntry } from './steps';

export interface SigningRedirectInput {
  /** The app route the signing page must send the browser back to (no origin, no locale). */
  returnTo: string;
}

export interface SigningRedirect {
  redirectUrl: string;
}

export type CabinetInput = CabinetValues;

function notProvided(name: string): Error {
  return new Error(`registration machine: "${name}" must be provided by the app (machine.provide)`);
}

/** A request actor nobody provided: it rejects, so the flow shows the fatal screen. */
function missingRequest<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(notProvided(name)));
}

type SubmitValues = {
  [S in FormStep as (typeof FORM_SUBMIT)[S]]: FormValues[S];
} & { 'cabinet.submit': CabinetValues };

/** The values of the submission that entered a submitting state. */
function submittedValues<T extends keyof SubmitValues>(
  event: RegistrationEvent,
  type: T,
): SubmitValues[T] {
  if (event.type !== type) throw new Error(`Expected ${type}, got ${event.type}`);
  if (event.type === 'cabinet.submit') return { amount: event.amount } as SubmitValues[T];
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

/**
 * One request actor per form (FORM_SUBMIT_ACTOR): `submitIin` makes POST /rest/registration/iin
 * with the form's payload, and so on for each FORM_ENDPOINTS call.
 */
const formSubmitActors = Object.fromEntries(
  FORM_STEPS.map((step) => [
    FORM_SUBMIT_ACTOR[step],
    missingRequest<StepResponse, FormValues[FormStep]>(FORM_SUBMIT_ACTOR[step]),
  ]),
) as {
  [S in FormStep as (typeof FORM_SUBMIT_ACTOR)[S]]: PromiseActorLogic<StepResponse, FormValues[S]>;
};

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
    ...formSubmitActors,
    /**
     * The step channel, for as long as the flow runs: told which channel by `listen`, it sends
     * back realtime.step / realtime.up / realtime.down. Unprovided, it never connects, so the
     * waiting states simply poll.
     */
    realtime: fromCallback<RealtimeListen>(() => undefined),
    /**
     * The selfie (SPEC.md §7 liveness session): the provider's session, the camera, the result.
     * Resolves with the check's outcome (a camera or provider error is an outcome, not a
     * failure); rejects with a CallFailure when the session could not be had (auth: the token
     * flow of SPEC.md §4 has already ended the session).
     */
    liveness: missingRequest<LivenessOutput>('liveness'),
    /** Sends back connection.online when the browser is online again. */
    connectivity: fromCallback<EventObject>(() => undefined),
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
    /**
     * Tells the realtime subscription the channel the step responses name (the app provides a
     * sendTo('realtime', …)); unprovided, nothing listens.
     */
    listen: (_, _params: { channel: string | null }) => undefined,
    acceptStep: assign((_, { response }: { response: StepResponse }) => ({
      step: response.step_name,
      stepContext: { error: response.context.error ?? null },
      socketChannel: response.socket_channel,
      uuid: response.uuid,
      fieldErrors: {},
    })),
    /** A fresh read's server time: pushes sent before it are out of order from now on. */
    noteFreshRead: assign(({ context }, { response }: { response: StepResponse }) => ({
      freshAt: response.answeredAt ?? context.freshAt,
    })),
    acceptPush: assign((_, { step }: { step: string }) => ({ step, stepContext: null })),
    /** A move the applicant makes without asking the server (retry, photo done). */
    moveTo: assign((_, { step }: { step: StepName }) => ({
      step,
      stepContext: null,
      livenessError: null,
    })),
    forgetStep: assign({ step: null, stepContext: null, fatal: null }),
    saveDraft: assign(({ context, event }) => {
      if (event.type !== 'draft.change') return {};
      return {
        drafts: {
          ...context.drafts,
          [event.step]: { ...context.drafts[event.step], ...event.values },
        },
      };
    }),
    /** Everything typed is forgotten: the application is in, or the applicant logged out. */
    forgetDrafts: assign({ drafts: {}, submission: null }),
    /**
     * The submitted values are the submission in flight and, for a form, its newest draft; old
     * server errors no longer apply.
     */
    saveSubmitted: assign(
      ({ context }, { step, values }: { step: FormStep | null; values: Submission }) => ({
        submission: values,
        drafts: step ? { ...context.drafts, [step]: { ...values } } : context.drafts,
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
    assignLivenessError: assign((_, { output }: { output: LivenessOutput }) => ({
      livenessError: output.kind === 'error' ? output.errorName : null,
    })),
    assignLivenessCancelled: assign({ livenessError: 'CameraAbortError' as const }),
    clearLivenessError: assign({ livenessError: null }),
    clearSigningReturn: assign({ signingReturn: null }),
    /** A signing return is posted only at signing_init_success; on any other step it is old. */
    dropOldSigningReturn: assign(({ context }) =>
      context.step === STEP.signing_init_success ? {} : { signingReturn: null },
    ),
  },
  guards: {
    stepIs: ({ context }, { step }: { step: StepName }) => context.step === step,
    pushNames: (_, { pushed, step }: { pushed: string; step: StepName }) => pushed === step,
    namesOtherStep: ({ context }, { step }: { step: string }) => namesOtherStep(context, step),
    followsPush: ({ context }, push: { step: string; sentAt: number | null }) =>
      followsPush(context, push),
    isValidationError: (_, { error }: { error: unknown }) => failureKind(error) === 'validation',
    isNetworkError: (_, { error }: { error: unknown }) => failureKind(error) === 'network',
    isTimeout: (_, { error }: { error: unknown }) => failureKind(error) === 'timeout',
    isAuthError: (_, { error }: { error: unknown }) => failureKind(error) === 'auth',
    isWrongStep: (_, { error }: { error: unknown }) => isWrongStep(error),
    /** A signing return the server refuses (422) or no longer expects (409): an old one. */
    isOldSigningReturn: (_, { error }: { error: unknown }) =>
      failureKind(error) === 'validation' || isWrongStep(error),
    livenessPassed: (_, { output }: { output: LivenessOutput }) => output.kind === 'success',
    leavesForBadBrowser: (_, { output }: { output: LivenessOutput }) => leavesForBadBrowser(output),
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

type Answer = { event: { output: StepResponse } };
const answerOf = ({ event }: Answer) => ({ response: event.output });

/** A step answer to this tab's own request: the server's step, and a fresh read. */
const accept = [
  { type: 'acceptStep', params: answerOf },
  { type: 'noteFreshRead', params: answerOf },
  {
    type: 'listen',
    params: ({ event }: Answer) => ({ channel: event.output.socket_channel }),
  },
] as const;

/** Where an answer of this tab's own request leads: the step it names, whichever that is. */
const followAnswer = { target: '#registration.dispatch', actions: accept } as const;

/**
 * The common end of a failed request: signed out on an auth error (the token flow has already
 * sent the user to /login), a retryable screen on a network error or a timeout, else the fatal
 * error page.
 */
const signedOut = {
  guard: { type: 'isAuthError', params: errorOf },
  target: '#registration.signedOut',
} as const;
const fatal = {
  target: '#registration.fatal',
  actions: { type: 'assignFatal', params: errorOf },
} as const;
const timedOut = {
  guard: { type: 'isTimeout', params: errorOf },
  target: '#registration.timedOut',
} as const;
const requestFailed = [
  signedOut,
  { guard: { type: 'isNetworkError', params: errorOf }, target: '#registration.networkFailed' },
  timedOut,
  fatal,
] as const;

/** 409: the request was made on a step the server has left; it says where the applicant is. */
const stepMoved = {
  guard: { type: 'isWrongStep', params: errorOf },
  target: '#registration.booting',
} as const;

type SubmitActor = FormSubmitActor | 'submitCabinet';

/**
 * A step that sends what the applicant filled in: editing, or invalid after a 422 with the
 * errors on screen; a submit saves the values (for a form, as the newest draft) and sends them.
 * A submit that finds no connection waits for it (`offline`) and is sent once more by itself
 * when the browser is online again (or when the applicant asks); if that fails too, the
 * network-failed screen offers a retry. A 409 means the server has moved on: it is asked where.
 */
function submitStep<
  Submit extends keyof SubmitValues,
  Actor extends SubmitActor,
  Done extends { target: string },
>(step: StepName, submit: Submit, actor: Actor, onDone: Done, form: FormStep | null) {
  const save = {
    type: 'saveSubmitted',
    params: ({ event }: { event: RegistrationEvent }) => ({
      step: form,
      values: submittedValues(event, submit) as Submission,
    }),
  } as const;
  const onSubmit = { [submit]: { target: 'submitting', actions: save } };
  const sending = (offline: string) =>
    ({
      tags: 'busy',
      invoke: {
        id: actor,
        src: actor,
        input: ({ context }: { context: RegistrationContext }) => context.submission as never,
        onDone,
        onError: [
          stepMoved,
          {
            guard: { type: 'isValidationError', params: errorOf },
            target: 'invalid',
            actions: { type: 'assignFieldErrors', params: errorOf },
          },
          { guard: { type: 'isNetworkError', params: errorOf }, target: offline },
          // Unanswered in time, it may have reached the server: asked again, not resent.
          timedOut,
          signedOut,
          fatal,
        ],
      },
    }) as const;
  return {
    meta: screenOf(step),
    initial: 'editing',
    states: {
      editing: { on: onSubmit },
      invalid: { on: onSubmit },
      submitting: sending('offline'),
      offline: {
        tags: 'offline',
        invoke: { id: 'connectivity', src: 'connectivity' },
        on: { ...onSubmit, 'connection.online': 'resending', retry: 'resending' },
      },
      resending: sending('#registration.networkFailed'),
    },
  } as const;
}

/** A form step: its submit event (FORM_SUBMIT) sends the payload with its actor (FORM_SUBMIT_ACTOR). */
function formStep<S extends FormStep>(step: S) {
  return submitStep(step, FORM_SUBMIT[step], FORM_SUBMIT_ACTOR[step], followAnswer, step);
}

/** The state of every form step, named like the step: `iin`, `personal`, … (FORM_STEPS). */
const formStates = Object.fromEntries(FORM_STEPS.map((step) => [step, formStep(step)])) as {
  [S in FormStep]: ReturnType<typeof formStep<S>>;
};

const cabinet = submitStep(
  STEP.personal_cabinet,
  'cabinet.submit',
  'submitCabinet',
  { target: 'submitted' },
  null,
);

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

    /** step_name → state, straight from the table; anything else is fatal. */
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

    /** The forms (FORM_STEPS): iin, personal, passport, personal_and_passport. */
    ...formStates,

    /**
     * The photo: advice, then the liveness session (the `liveness` actor runs the provider on
     * the camera); a camera or provider error shows what to do and a retry. Success moves the
     * applicant on at once: the server already has the result from the provider.
     */
    verigram: {
      meta: screenOf(STEP.verigram),
      initial: 'tips',
      states: {
        tips: { tags: 'selfieTips', on: { 'liveness.start': 'capturing' } },
        capturing: {
          tags: 'camera',
          invoke: {
            id: 'liveness',
            src: 'liveness',
            onDone: [
              {
                guard: {
                  type: 'livenessPassed',
                  params: ({ event }) => ({ output: event.output }),
                },
                target: at(STEP.waiting_liveness_results),
                actions: { type: 'moveTo', params: { step: STEP.waiting_liveness_results } },
              },
              {
                guard: {
                  type: 'leavesForBadBrowser',
                  params: ({ event }) => ({ output: event.output }),
                },
                target: 'unsupportedBrowser',
                actions: {
                  type: 'assignLivenessError',
                  params: ({ event }) => ({ output: event.output }),
                },
              },
              {
                target: 'cameraFailed',
                actions: {
                  type: 'assignLivenessError',
                  params: ({ event }) => ({ output: event.output }),
                },
              },
            ],
            // No session: a 401 (the token flow has ended the session), no connection, or fatal.
            onError: requestFailed,
          },
          on: {
            'liveness.cancel': { target: 'cameraFailed', actions: 'assignLivenessCancelled' },
            // The server names the wait once the provider has reported: that is this capture's
            // own result, and the actor brings the applicant there once the green ring is seen.
            // Any other push goes to the machine's handler.
            'realtime.step': {
              guard: {
                type: 'pushNames',
                params: ({ event }) => ({
                  pushed: event.step,
                  step: STEP.waiting_liveness_results,
                }),
              },
            },
          },
        },
        cameraFailed: {
          tags: 'cameraFailed',
          on: { 'liveness.retry': { target: 'capturing', actions: 'clearLivenessError' } },
        },
        /**
         * This browser cannot run the check at all: no advice on the photo screen helps, so the
         * applicant is shown /badbrowser (how to switch browsers). The step stays verigram; a
         * registration address opened meanwhile leads there again, a reload asks the server.
         * Until the router has moved, the photo screen shows the error (it has no advice for it).
         */
        unsupportedBrowser: { tags: 'cameraFailed', meta: { route: '/badbrowser' } },
      },
    },

    liveness_failed: {
      meta: screenOf(STEP.liveness_failed),
      initial: 'resolving',
      on: {
        'liveness.retry': {
          target: STEP.verigram,
          actions: { type: 'moveTo', params: { step: STEP.verigram } },
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
            onDone: followAnswer,
            onError: requestFailed,
          },
        },
        lowSimilarity: { meta: { kind: 'lowSimilarity' } },
        alreadyFixing: { meta: { kind: 'alreadyFixing' } },
      },
    },

    /**
     * The steps where the applicant waits on the server. Realtime (the machine's own
     * subscription) brings the next step; a poll backs it up: every pollInterval while realtime
     * is down, every quietPollInterval while it is up (it may be silent), and once as the
     * channel comes up. A poll is a fresh read: whatever other step it names is followed.
     */
    waiting: {
      type: 'parallel',
      states: {
        step: {
          // Always entered at a named step (the dispatch targets it); XState wants an initial.
          initial: 'waiting_external_personal',
          states: {
            waiting_external_personal: { meta: screenOf(STEP.waiting_external_personal) },
            waiting_external_photo: { meta: screenOf(STEP.waiting_external_photo) },
            client_creating: { meta: screenOf(STEP.client_creating) },
            waiting_liveness_results: { meta: screenOf(STEP.waiting_liveness_results) },
            signing_init: { meta: screenOf(STEP.signing_init) },
            signing_init_success: {
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
            },
            signing_result: { meta: screenOf(STEP.signing_result) },
          },
        },
        poll: {
          initial: 'settle',
          // A change of connection restarts the cadence (a poll in flight is dropped: the next
          // one comes at the new cadence). Once the channel is up the step is read at once: a
          // push published before the attach, or during an outage, is not replayed. The read is
          // this region's, so a step change (which leaves `waiting`) drops it: it cannot land
          // after a newer answer.
          on: {
            'realtime.up': {
              target: '.fetching',
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
                      type: 'namesOtherStep',
                      params: ({ event }) => ({ step: event.output.step_name }),
                    },
                    ...followAnswer,
                  },
                  { target: 'settle', actions: { type: 'noteFreshRead', params: answerOf } },
                ],
                // A failed poll is retried at the next tick; only a lost session ends the wait.
                onError: [signedOut, { target: 'settle' }],
              },
            },
          },
        },
      },
    },

    /** Back from the signing page: POST the outcome, then go where the server says. */
    postingSigningResult: {
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
            onDone: followAnswer,
            onError: [stepMoved, ...requestFailed],
          },
        },
      },
    },

    /** The application: what was typed before is no longer needed once the applicant is here. */
    personal_cabinet: {
      ...cabinet,
      entry: 'forgetDrafts',
      states: { ...cabinet.states, submitted: { tags: 'submitted' } },
    },

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
