import * as v from 'valibot';
import { createActor, fromPromise } from 'xstate';
import type { RegistrationMachine } from '../../../../machines/registration';
import {
  sessionMachine,
  type AuthenticateRequest,
  type Authenticated,
  type SignDocumentsRequest,
  type SignedDocuments,
  type SmsCodeRequest,
  type SmsCodeSent,
  type TokenStore,
} from '../../../../machines/session';
import type { ApiClient } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { isDesktopBrowser } from '../../../platform/device';
import {
  documentsSignedResponseSchema,
  ENDPOINTS,
  smsSentResponseSchema,
} from '../../../../contract';
import type { ApplicantDrafts } from './drafts';
import { pageOf } from './page';
import type { SavedSessionStore } from './saved-session';
import { signingReturnFrom } from './signing-return';
import type { RuntimeLocation, SessionActor } from './types';

/** documents/sign answers either way; a call expecting one shape and getting the other is broken. */
function expect<S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S> {
  if (!v.is(schema, answer)) throw new ApiError(500);
  return answer;
}

/** The login calls of the API contract: SMS, documents signed with the code, bearer token. */
function sessionActors(api: ApiClient) {
  return {
    requestSmsCode: fromPromise<SmsCodeSent, SmsCodeRequest>(async ({ input }) => {
      const answer = await api.call(ENDPOINTS.documentsSign, {
        phone: input.phone,
        document_template_ids: input.documentIds,
      });
      return { resendAfter: expect(smsSentResponseSchema, answer).resend_after };
    }),
    signDocuments: fromPromise<SignedDocuments, SignDocumentsRequest>(async ({ input }) => {
      const answer = await api.call(ENDPOINTS.documentsSign, {
        phone: input.phone,
        sms_code: input.smsCode,
        document_template_ids: input.documentIds,
      });
      return expect(documentsSignedResponseSchema, answer);
    }),
    authenticate: fromPromise<Authenticated, AuthenticateRequest>(({ input }) =>
      api.call(ENDPOINTS.auth, { phone: input.phone, documentToken: input.documentToken }),
    ),
  };
}

/**
 * The session machine on the login calls, cookies and localStorage, running `registration` (the
 * flow) while logged in: this load's signing return goes to the first flow only, and each flow
 * gets its phone's drafts.
 */
export function createSessionActor(deps: {
  api: ApiClient;
  tokens: TokenStore;
  location: RuntimeLocation;
  saved: SavedSessionStore;
  drafts: ApplicantDrafts;
  registration: RegistrationMachine;
}): SessionActor {
  const { tokens, location, saved, drafts } = deps;
  const hasSessionToken = tokens.getSession() !== null;
  const machine = sessionMachine.provide({
    actors: { ...sessionActors(deps.api), registration: deps.registration },
    actions: {
      storeSession: (_, { token, saved: facts }) => {
        tokens.setSession(token);
        saved.save(facts);
        drafts.adopt(facts.phone);
      },
      clearSession: () => {
        tokens.clear();
        saved.clear();
      },
      forgetDrafts: () => drafts.remove(),
      // A full load: nothing of the session stays in the page's memory.
      leaveForLogin: () => location.replace(pageOf(location).url('/login')),
    },
  });
  return createActor(machine, {
    input: {
      hasSessionToken,
      saved: hasSessionToken ? saved.read() : null,
      signingReturn: signingReturnFrom(location.href()),
      draftsOf: (phone) => drafts.read(phone),
      isDesktop: isDesktopBrowser(),
    },
  });
}
