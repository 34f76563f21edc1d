import * as v from 'valibot';
import { msg, required } from './messages';

export const SIGNING_OUTCOMES = ['signed', 'declined'] as const;
export type SigningOutcome = (typeof SIGNING_OUTCOMES)[number];

/** GET /rest/registration/signing/redirect?return_to=… */
export const signingRedirectQuerySchema = v.object(
  {
    return_to: v.pipe(
      v.string(required),
      v.url(msg('Нужен абсолютный адрес возврата', 'Толық қайту мекенжайы керек')),
    ),
  },
  required,
);

export const signingRedirectResponseSchema = v.object({ redirect_url: v.string() });

/** What the signing page appends to `return_to` when it sends the browser back. */
export const signingReturnSearchSchema = v.object({
  signing: v.picklist(SIGNING_OUTCOMES),
  session: v.string(),
});

/** POST /rest/registration/signing/result: the client reports the return from signing. */
export const signingResultPayloadSchema = v.object(
  {
    session: v.pipe(v.string(required), v.nonEmpty(required)),
    result: v.picklist(SIGNING_OUTCOMES, required),
  },
  required,
);

export type SigningRedirectResponse = v.InferOutput<typeof signingRedirectResponseSchema>;
export type SigningReturnSearch = v.InferOutput<typeof signingReturnSearchSchema>;
export type SigningResultPayload = v.InferInput<typeof signingResultPayloadSchema>;
