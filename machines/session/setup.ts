import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { fatalOf } from '../../contract';
import { failureKind, fieldErrorsOf } from '../registration/errors';
import { registrationMachine } from '../registration/machine';
import type {
  Authenticated,
  AuthenticateRequest,
  SavedSession,
  SessionContext,
  SessionEvent,
  SessionInput,
  SignDocumentsRequest,
  SignedDocuments,
  SmsCodeRequest,
  SmsCodeSent,
} from './context';
import type { SessionTag } from './selectors';

function notProvided(name: string): Error {
  return new Error(`session machine: "${name}" must be provided by the app (machine.provide)`);
}

export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as SessionTag,
    /** Each invoke's id and its actor: `snapshot.children.registration` is the flow. */
    children: {} as {
      registration: 'registration';
      requestSmsCode: 'requestSmsCode';
      signDocuments: 'signDocuments';
      authenticate: 'authenticate';
    },
  },
  actors: {
    /**
     * The registration flow of the logged-in applicant (machines/registration), run while the
     * session lasts; the app provides it with its implementations (requests, realtime, selfie).
     */
    registration: registrationMachine,
    /** POST /rest/documents/sign without sms_code: sends the SMS. */
    requestSmsCode: fromPromise<SmsCodeSent, SmsCodeRequest>(() =>
      Promise.reject(notProvided('requestSmsCode')),
    ),
    /** POST /rest/documents/sign with sms_code. */
    signDocuments: fromPromise<SignedDocuments, SignDocumentsRequest>(() =>
      Promise.reject(notProvided('signDocuments')),
    ),
    /** POST /rest/auth */
    authenticate: fromPromise<Authenticated, AuthenticateRequest>(() =>
      Promise.reject(notProvided('authenticate')),
    ),
  },
  actions: {
    /**
     * Stores the bearer token as the session token cookie (8 hours, SPEC.md §9) and keeps the
     * session's facts with it (phone, contract id); drafts of another phone are dropped.
     */
    storeSession: (_, _params: { token: string; saved: SavedSession }) => {
      throw notProvided('storeSession');
    },
    /** Deletes both token cookies and what was kept with the session. */
    clearSession: () => {
      throw notProvided('clearSession');
    },
    /** Deletes what the applicant typed in the registration forms (kept per phone). */
    forgetDrafts: (_, _params: { phone: string | null }) => {
      throw notProvided('forgetDrafts');
    },
    /** Replaces the location with /login (a full load: nothing of the session stays in memory). */
    leaveForLogin: () => {
      throw notProvided('leaveForLogin');
    },
    assignPhone: assign(({ event }) => {
      assertEvent(event, 'phone.submit');
      return {
        phone: event.phone,
        documentIds: event.documentIds,
        codeSent: false,
        fieldErrors: {},
        error: null,
        notice: null,
      };
    }),
    assignCodeSent: assign((_, { resendAfter }: SmsCodeSent) => ({
      secondsLeft: Math.max(0, Math.ceil(resendAfter)),
      codeSent: true,
      fieldErrors: {},
      error: null,
    })),
    assignSmsCode: assign(({ event }) => {
      assertEvent(event, 'code.submit');
      return { smsCode: event.smsCode.replace(/\s+/g, ''), fieldErrors: {}, error: null };
    }),
    tick: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    assignSigned: assign((_, signed: SignedDocuments) => ({
      potentialContractId: signed.potentialContractId,
      documentToken: signed.documentToken,
    })),
    assignFailure: assign((_, { error }: { error: unknown }) => {
      const kind = failureKind(error);
      if (kind === 'validation') return { fieldErrors: fieldErrorsOf(error), error: null };
      const fatal = kind === 'fatal' || kind === 'unavailable' ? fatalOf(error) : null;
      return { fieldErrors: {}, error: { kind }, fatal };
    }),
    /** The registration flow stopped on an error of its own: the error page shows it. */
    noteFlowFailed: assign((_, { error }: { error: unknown }) => ({ fatal: fatalOf(error) })),
    /** The login in progress is dropped; the phone stays, to be offered again. */
    forgetLogin: assign({
      hasSessionToken: false,
      codeSent: false,
      smsCode: null,
      documentToken: null,
      potentialContractId: null,
      fieldErrors: {},
      error: null,
    }),
    forgetApplicant: assign({ phone: null, notice: null }),
    noteSessionExpired: assign({ notice: 'sessionExpired' }),
    /** Only the page's first flow is the signing page's return (its URL is this load's). */
    forgetSigningReturn: assign({ signingReturn: null }),
  },
  guards: {
    hasSessionToken: ({ context }) => context.hasSessionToken,
    countdownOver: ({ context }) => context.secondsLeft <= 0,
  },
  delays: {
    /** One second of the resend countdown. */
    tick: 1000,
  },
});
