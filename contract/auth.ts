import * as v from 'valibot';
import { phoneSchema, smsCodeSchema } from './fields';
import { msg, required } from './messages';

/** GET /rest/documents/list/{id}: the consent documents to sign before login. */
export const documentsListResponseSchema = v.object({
  documents: v.array(v.object({ id: v.number(), name: v.string(), url: v.string() })),
});

/**
 * POST /rest/documents/sign. Without `sms_code` it sends the SMS; with it, it signs the
 * documents and answers the `documentToken` that POST /rest/auth exchanges for a session.
 */
export const documentsSignPayloadSchema = v.object(
  {
    phone: phoneSchema,
    document_template_ids: v.pipe(
      v.array(v.pipe(v.number(required), v.integer(required)), required),
      v.minLength(1, msg('Примите условия документов', 'Құжаттардың шарттарын қабылдаңыз')),
    ),
    sms_code: v.optional(smsCodeSchema),
  },
  required,
);

export const smsSentResponseSchema = v.object({
  sms_sent: v.literal(true),
  /** Seconds until the client may ask for another code. */
  resend_after: v.number(),
});

export const documentsSignedResponseSchema = v.object({
  potentialContractId: v.number(),
  documentToken: v.string(),
});

export const authPayloadSchema = v.object(
  {
    phone: phoneSchema,
    documentToken: v.pipe(v.string(required), v.nonEmpty(required)),
  },
  required,
);

export const authResponseSchema = v.object({ bearerToken: v.string() });

export type DocumentsListResponse = v.InferOutput<typeof documentsListResponseSchema>;
export type SmsSentResponse = v.InferOutput<typeof smsSentResponseSchema>;
export type DocumentsSignedResponse = v.InferOutput<typeof documentsSignedResponseSchema>;
export type AuthResponse = v.InferOutput<typeof authResponseSchema>;
