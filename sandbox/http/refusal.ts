// Hono's HTTPException carries a Response; the contract's refusals are JSON bodies (a message,
// Laravel's field errors, the step a 409 names), so each is built here once.
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Thrown anywhere below a handler: the app answers `status` with `data` as JSON. */
export function refusal(
  status: ContentfulStatusCode,
  data: Record<string, unknown>,
  headers: Record<string, string> = {},
): HTTPException {
  const res = Response.json(data, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
  return new HTTPException(status, { res, message: String(data.message ?? status) });
}

export const fail = (status: ContentfulStatusCode, message: string): HTTPException =>
  refusal(status, { message });

/** 422 in Laravel's shape; the first message doubles as the summary. */
export function validationFailed(errors: Record<string, string[]>): HTTPException {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return refusal(422, { message: first, errors });
}
