import { sessionSetup } from './setup';

/** What a finished call answered, as the params of the action that keeps it. */
const outputOf = <T>({ event }: { event: { output: T } }) => event.output;

/** What a failed call or actor threw, as the params of the action that keeps it. */
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * Login status and the login flow of SPEC.md §4: phone → SMS code → the consent documents
 * signed with the code → a bearer token. Logged out by default; logged in when a session token
 * exists at start or after login; logged out again on logout or a failed authentication (the
 * token flow, token-flow.ts, reports that as `auth.failed`).
 */
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
      isDesktop: input.isDesktop ?? false,
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
            onError: { target: 'phoneEntry', actions: { type: 'assignFailure', params: errorOf } },
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
            onError: { target: 'codeEntry', actions: { type: 'assignFailure', params: errorOf } },
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
            onError: { target: 'phoneEntry', actions: { type: 'assignFailure', params: errorOf } },
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
          isDesktop: context.isDesktop,
        }),
        // The flow decides every failure of a call itself; an error that escapes it is a bug.
        // It ends on the error page (SPEC §8), and the session stays as it was.
        onError: { actions: { type: 'noteFlowFailed', params: errorOf } },
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
