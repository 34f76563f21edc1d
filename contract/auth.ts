import * as v from 'valibot';
import { idSchema, phoneSchema, smsCodeSchema } from './fields';
import { required, ruleMessage } from './messages';

/** GET /rest/documents/list/{id}: the consent documents to sign before login (at least one). */
export const documentsListResponseSchema = v.object({
  documents: v.pipe(
    v.array(v.object({ id: idSchema, name: v.string(), url: v.pipe(v.string(), v.url()) })),
    v.minLength(1),
  ),
});

/**
 * POST /rest/documents/sign. Without `sms_code` it sends the SMS; with it, it signs the
 * documents and answers the `documentToken` that POST /rest/auth exchanges for a session.
 */
export const documentsSignPayloadSchema = v.object(
  {
    phone: phoneSchema,
    document_template_ids: v.pipe(
      v.array(idSchema, required),
      v.minLength(
        1,
        ruleMessage(
          /*i18n*/ { id: 'rule.auth.documentsAccepted', message: 'Примите условия документов' },
        ),
      ),
    ),
    sms_code: v.optional(smsCodeSchema),
  },
  required,
);

/**
 * The status of documents/sign without `sms_code`: 202 Accepted, the code is on its way and
 * nothing is signed; only a call with the right code answers 200 with a document token.
 */
export const SMS_SENT_STATUS = 202;

export const smsSentResponseSchema = v.object({
  sms_sent: v.literal(true),
  /** Seconds until the client may ask for another code. */
  resend_after: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const documentsSignedResponseSchema = v.object({
  potentialContractId: idSchema,
  documentToken: v.pipe(v.string(), v.nonEmpty()),
});

export const authPayloadSchema = v.object(
  {
    phone: phoneSchema,
    documentToken: v.pipe(v.string(required), v.nonEmpty(required)),
  },
  required,
);

/** The session token; it travels as `Authorization: Bearer <token>`, so it is a b64token (RFC 6750). */
export const authResponseSchema = v.object({
  bearerToken: v.pipe(v.string(), v.regex(/^[A-Za-z0-9\-._~+/]+=*$/)),
});

export type DocumentsListResponse = v.InferOutput<typeof documentsListResponseSchema>;
export type SmsSentResponse = v.InferOutput<typeof smsSentResponseSchema>;
export type DocumentsSignedResponse = v.InferOutput<typeof documentsSignedResponseSchema>;
export type AuthResponse = v.InferOutput<typeof authResponseSchema>;
