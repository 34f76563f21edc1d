import * as v from 'valibot';
import { fromPromise } from 'xstate';
import type {
  AuthenticateRequest,
  Authenticated,
  SignDocumentsRequest,
  SignedDocuments,
  SmsCodeRequest,
  SmsCodeSent,
} from '../../../../machines/session';
import type { ApiClient } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import {
  documentsSignedResponseSchema,
  ENDPOINTS,
  smsSentResponseSchema,
} from '../../../../contract';

/** documents/sign answers either way; a call expecting one shape and getting the other is broken. */
function expect<S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S> {
  if (!v.is(schema, answer)) throw new ApiError(500);
  return answer;
}

/** Every request actor of the session machine: SMS, documents signed with the code, bearer token. */
export function sessionActors(api: ApiClient) {
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
