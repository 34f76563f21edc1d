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
import {
  authResponseSchema,
  documentsSignedResponseSchema,
  smsSentResponseSchema,
} from '../../../../contract';
import { asMachineRequest } from './request-error';

/** The login calls of the API contract: SMS, documents signed with the code, bearer token. */
export function sessionActors(api: ApiClient) {
  return {
    requestSmsCode: fromPromise<SmsCodeSent, SmsCodeRequest>(({ input }) =>
      asMachineRequest(async () => {
        const sent = await api.post(
          '/rest/documents/sign',
          { phone: input.phone, document_template_ids: input.documentIds },
          smsSentResponseSchema,
        );
        return { resendAfter: sent.resend_after };
      }),
    ),
    signDocuments: fromPromise<SignedDocuments, SignDocumentsRequest>(({ input }) =>
      asMachineRequest(() =>
        api.post(
          '/rest/documents/sign',
          {
            phone: input.phone,
            sms_code: input.smsCode,
            document_template_ids: input.documentIds,
          },
          documentsSignedResponseSchema,
        ),
      ),
    ),
    authenticate: fromPromise<Authenticated, AuthenticateRequest>(({ input }) =>
      asMachineRequest(() =>
        api.post(
          '/rest/auth',
          { phone: input.phone, documentToken: input.documentToken },
          authResponseSchema,
        ),
      ),
    ),
  };
}
