import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { FailureKind, FieldErrors } from '../../contract';
import { fatalOf, type Fatal } from '../../contract';
import type { Drafts, SigningReturn } from '../registration/context';
import { failureKind, fieldErrorsOf } from '../registration/errors';
import { registrationMachine } from '../registration/machine';
import type { SessionTag } from './selectors';

/**
 * Login status and the login flow of SPEC.md §4: phone → SMS code → the consent documents
 * signed with the code → a bearer token. Logged out by default; logged in when a session token
 * exists at start or after login; logged out again on logout or a failed authentication (the
 * token flow, token-flow.ts, reports that as `auth.failed`).
 */
export interface SessionInput {
  /** A session token cookie exists. */
  hasSessionToken: boolean;
  /** What the login of that session left in the browser (it outlives reloads and tabs). */
  saved?: SavedSession | null;
  /**
   * The signing page's return this page was loaded with (?signing=…&session=…): the first
   * registration flow of the page starts with it, no later one.
   */
  signingReturn?: SigningReturn | null;
  /** What this browser kept of the forms a phone filled in (default: nothing). */
  draftsOf?: (phone: string | null) => Drafts;
}

/**
 * The session's own facts, kept with it by the app: whose session it is, and the contract id
 * of the documents signed at login, which POST /rest/cabinet must carry (SPEC.md §3, §7).
 */
export interface SavedSession {
  /** '7XXXXXXXXXX' */
  phone: string;
  potentialContractId: number | null;
}

/** Why the applicant is on the login screen, when it is not their own choice. */
export type LoginNotice = 'sessionExpired';

export interface SmsCodeRequest {
  /** '7XXXXXXXXXX' */
  phone: string;
  documentIds: number[];
}

export interface SmsCodeSent {
  /** Seconds until another code may be requested. */
  resendAfter: number;
}

export interface SignDocumentsRequest extends SmsCodeRequest {
  smsCode: string;
}

export interface SignedDocuments {
  potentialContractId: number;
  documentToken: string;
}

export interface AuthenticateRequest {
  phone: string;
  documentToken: string;
}

export interface Authenticated {
  bearerToken: string;
}

export interface SessionContext {
  hasSessionToken: boolean;
  phone: string | null;
  documentIds: number[];
  smsCode: string | null;
  /** Seconds left before the code can be sent again. */
  secondsLeft: number;
  /** A code was sent for this phone: sending again is a resend, asked from the code screen. */
  codeSent: boolean;
  potentialContractId: number | null;
  documentToken: string | null;
  fieldErrors: FieldErrors;
  /** The last failure that was not a field error (network, server): its kind is what shows. */
  error: { kind: Exclude<FailureKind, 'validation'> } | null;
  /** A failure nobody can fix by typing (5xx, an answer off its schema): the error page. */
  fatal: Fatal | null;
  /** Shown on the login screen: the session ended by an authentication failure. */
  notice: LoginNotice | null;
  /** The signing page's return, until the first registration flow has started with it. */
  signingReturn: SigningReturn | null;
  /** Where a new registration flow finds what the phone typed before. */
  draftsOf: (phone: string | null) => Drafts;
}

export type SessionEvent =
  | { type: 'phone.submit'; phone: string; documentIds: number[] }
  | { type: 'phone.change' }
  | { type: 'code.submit'; smsCode: string }
  | { type: 'code.resend' }
  | { type: 'logout' }
  /** The token flow gave up: both tokens are gone. */
  | { type: 'auth.failed' }
  /** SPEC.md §2 clear-login: /login entered from another page starts at the phone form. */
  | { type: 'login.clear' };

function notProvided(name: string): Error {
  return new Error(`session machine: "${name}" must be provided by the app (machine.provide)`);
}

/** What a finished call answered, as the params of the action that keeps it. */
const outputOf = <T>({ event }: { event: { output: T } }) => event.output;

/** A failed login call: its failure is kept and the applicant goes back to `retry`. */
const failBackTo = <const S extends string>(retry: S) => ({
  target: retry,
  actions: {
    type: 'assignFailure' as const,
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  },
});

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
    noteFlowFailed: assign(({ event }) => ({
      fatal: fatalOf((event as { error?: unknown }).error),
    })),
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
    noteSessionExpired: assign({ notice: 'sessionExpired' as const }),
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

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => {
    const saved = input.hasSessionToken ? (input.saved ?? null) : null;
    return {
      hasSessionToken: input.hasSessionToken,
      phone: saved?.phone ?? null,
      documentIds: [],
      smsCode: null,
      secondsLeft: 0,
      codeSent: false,
      potentialContractId: saved?.potentialContractId ?? null,
      documentToken: null,
      fieldErrors: {},
      error: null,
      fatal: null,
      notice: null,
      signingReturn: input.signingReturn ?? null,
      draftsOf: input.draftsOf ?? (() => ({})),
    };
  },
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasSessionToken', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      initial: 'phoneEntry',
      // Whatever an unfinished login left (the code form, its code, the document token) is
      // dropped; the phone and the reason the applicant is here stay.
      on: { 'login.clear': { target: '.phoneEntry', actions: 'forgetLogin' } },
      states: {
        phoneEntry: {
          on: { 'phone.submit': { target: 'requestingCode', actions: 'assignPhone' } },
        },
        requestingCode: {
          tags: ['busy', 'sendingCode'],
          invoke: {
            id: 'requestSmsCode',
            src: 'requestSmsCode',
            input: ({ context }) => ({
              phone: context.phone ?? '',
              documentIds: context.documentIds,
            }),
            onDone: { target: 'codeEntry', actions: { type: 'assignCodeSent', params: outputOf } },
            onError: failBackTo('phoneEntry'),
          },
        },
        codeEntry: {
          tags: 'screen:code',
          initial: 'countingDown',
          on: {
            'code.submit': { target: 'signingDocuments', actions: 'assignSmsCode' },
            'phone.change': { target: 'phoneEntry' },
          },
          states: {
            countingDown: {
              always: { guard: 'countdownOver', target: 'resendAvailable' },
              after: { tick: { target: 'countingDown', reenter: true, actions: 'tick' } },
            },
            resendAvailable: {
              tags: 'canResend',
              on: { 'code.resend': { target: '#session.loggedOut.requestingCode' } },
            },
          },
        },
        signingDocuments: {
          tags: ['busy', 'checkingCode', 'screen:code'],
          invoke: {
            id: 'signDocuments',
            src: 'signDocuments',
            input: ({ context }) => ({
              phone: context.phone ?? '',
              smsCode: context.smsCode ?? '',
              documentIds: context.documentIds,
            }),
            onDone: {
              target: 'authenticating',
              actions: { type: 'assignSigned', params: outputOf },
            },
            // 422: a wrong or expired code (errors.smsCode); the applicant types it again.
            onError: failBackTo('codeEntry'),
          },
        },
        authenticating: {
          tags: ['busy', 'checkingCode', 'screen:code'],
          invoke: {
            id: 'authenticate',
            src: 'authenticate',
            input: ({ context }) => ({
              phone: context.phone ?? '',
              documentToken: context.documentToken ?? '',
            }),
            onDone: {
              target: '#session.loggedIn',
              actions: {
                type: 'storeSession',
                params: ({ context, event }) => ({
                  token: event.output.bearerToken,
                  saved: {
                    phone: context.phone ?? '',
                    potentialContractId: context.potentialContractId,
                  },
                }),
              },
            },
            // The document token is spent: start again from the phone.
            onError: failBackTo('phoneEntry'),
          },
        },
      },
    },
    loggedIn: {
      tags: 'loggedIn',
      // The flow starts from the server's step with what this phone typed before; leaving the
      // session stops it (what it typed stays for the same phone unless it logged out).
      invoke: {
        id: 'registration',
        systemId: 'registration',
        src: 'registration',
        input: ({ context }) => ({
          signingReturn: context.signingReturn,
          drafts: context.draftsOf(context.phone),
        }),
        // The flow decides every failure of a call itself; an error that escapes it is a bug.
        // It ends on the error page (SPEC §8), and the session stays as it was.
        onError: { actions: 'noteFlowFailed' },
      },
      exit: 'forgetSigningReturn',
      on: {
        // The applicant's choice: nothing of theirs stays in this browser.
        logout: {
          target: 'loggedOut',
          actions: [
            'clearSession',
            { type: 'forgetDrafts', params: ({ context }) => ({ phone: context.phone }) },
            'forgetLogin',
            'forgetApplicant',
            'leaveForLogin',
          ],
        },
        // The session ended under them: the drafts wait for the same phone's next login.
        'auth.failed': {
          target: 'loggedOut',
          actions: ['clearSession', 'forgetLogin', 'noteSessionExpired'],
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;

/** SPEC.md §4 login status. */
export function isLoggedIn(snapshot: { matches(value: 'loggedIn'): boolean }): boolean {
  return snapshot.matches('loggedIn');
}
