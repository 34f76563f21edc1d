import * as v from 'valibot';
import { required, ruleMessage } from './messages';

export const SIGNING_OUTCOMES = ['signed', 'declined'] as const;
export type SigningOutcome = (typeof SIGNING_OUTCOMES)[number];

const returnToMessage = ruleMessage(
  /*i18n*/ { id: 'rule.signing.returnTo', message: 'Нужен абсолютный адрес возврата' },
);

/**
 * A URI as RFC 3986 writes it: a scheme, then only the characters a URI may hold (anything else
 * percent-encoded). The browser's URL parser alone would take spaces, line separators and
 * Cyrillic, and quietly encode them.
 */
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/u;

/** GET /rest/registration/signing/redirect?return_to=… */
export const signingRedirectQuerySchema = v.object(
  {
    return_to: v.pipe(v.string(required), v.regex(URI, returnToMessage), v.url(returnToMessage)),
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
