// The registration machine's vocabulary: its types, and every effect, guard and delay it names.
// The effects are placeholders here; the app provides them (machine.provide), tests swap them.
import { fatalOf, STEP } from '../../contract';
import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { EventObject } from 'xstate';
import { livenessMachine, type LivenessOutput } from '../liveness';
import type {
  CabinetSubmission,
  FormSubmission,
  RegistrationContext,
  RegistrationInput,
  SigningReturn,
  StepResponse,
  Submission,
} from './context';
import { failureKind, fieldErrorsOf, isWrongStep } from './errors';
import type { RealtimeListen, RegistrationEvent } from './events';
import { followsPush, isLowSimilarity, leavesForBadBrowser, namesOtherStep } from './guards';
import type { ScreenMeta } from './screen';
import type { RegistrationTag } from './selectors';
import type { StepName } from './steps';

export interface SigningRedirectInput {
  /** The app route the signing page must send the browser back to (no origin, no locale). */
  returnTo: string;
}

export interface SigningRedirect {
  redirectUrl: string;
}

function notProvided(name: string): Error {
  return new Error(`registration machine: "${name}" must be provided by the app (machine.provide)`);
}

/** A request actor nobody provided: it rejects, so the flow shows the fatal screen. */
function missingRequest<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(notProvided(name)));
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
    /** POST /rest/registration/<step_name> with the form's payload (the contract's FORM_ENDPOINTS). */
    submitForm: missingRequest<StepResponse, FormSubmission>('submitForm'),
    /**
     * The step channel, for as long as the flow runs: told which channel by `listen`, it sends
     * back realtime.step / realtime.up / realtime.down. Unprovided, it never connects, so the
     * waiting states simply poll.
     */
    realtime: fromCallback<RealtimeListen>(() => undefined),
    /** The selfie: the liveness machine, its provider and camera provided by the app. */
    liveness: livenessMachine,
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
    submitCabinet: missingRequest<unknown, CabinetSubmission>('submitCabinet'),
  },
  actions: {
    /** Leaves the app for the signing page (window.location.replace). */
    replaceLocation: (_, _params: { url: string }) => {
      throw notProvided('replaceLocation');
    },
    /**
     * Tells the realtime subscription the channel the step responses name (the app provides a
     * sendTo('realtime', …)); unprovided, nothing listens. Not a sendTo here: the pure traversals
     * of machines/graph have no `realtime` child to send to, and XState throws.
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
    /** The selfie check hears that the server has named another step (photo.ts). */
    tellLivenessServerMoved: sendTo('liveness', { type: 'server.moved' }),
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
     * The submit is the submission in flight and, for a form, its values are the newest draft;
     * old server errors no longer apply.
     */
    saveSubmission: assign(({ context }, { submission }: { submission: Submission }) => ({
      submission,
      drafts:
        submission.type === 'form.submit'
          ? { ...context.drafts, [submission.step]: { ...submission.values } }
          : context.drafts,
      fieldErrors: {},
    })),
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
    /** A form's submit reaches only that form's state (a late one from another is dropped). */
    submitsForm: (_, { submitted, form }: { submitted: StepName; form: StepName }) =>
      submitted === form,
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
    /** The token flow ended the session during the selfie (SPEC.md §4). */
    livenessSignedOut: (_, { output }: { output: LivenessOutput }) => output.kind === 'signedOut',
    leavesForBadBrowser: (_, { output }: { output: LivenessOutput }) => leavesForBadBrowser(output),
    reasonUnknown: ({ context }) => context.stepContext === null,
    isLowSimilarity: ({ context }) => isLowSimilarity(context),
    hasSigningReturn: ({ context }) => context.signingReturn !== null,
    realtimeUp: ({ context }) => context.realtime === 'up',
    isDesktop: ({ context }) => context.isDesktop,
  },
  delays: {
    /** Poll cadence while the realtime connection is down (or not up yet). */
    pollInterval: 4000,
    /** Poll cadence while realtime is up but may be silent (SANDBOX scenario 0501). */
    quietPollInterval: 8000,
  },
});
