import * as v from 'valibot';
import { camelCaseKey, type FieldErrors, type Lang } from '../../../../contract';
import type { SummaryError } from './ErrorSummary';

/** A form checked by its payload schema: the payload to send, or the errors to show. */
export type Checked<T> = { payload: T; errors: null } | { payload: null; errors: FieldErrors };

/**
 * Checks a form with the API contract's own schema before anything is sent, in the applicant's
 * language: the rules the server applies, so an error shows before any request. Accepted, the
 * schema's output is the payload (trimmed, normalized): what was checked is what is sent.
 * Refused, the errors are keyed camelCase, like the server's 422 errors (SPEC.md §5).
 */
export function checkPayload<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
  lang: string,
): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, values, { lang: toLang(lang) });
  if (result.success) return { payload: result.output, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    const field = camelCaseKey(key);
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return { payload: null, errors };
}

const toLang = (locale: string): Lang => (locale === 'kk' ? 'kk' : 'ru');

/** The first message of each field: what the form shows under it. */
export function firstMessages(errors: FieldErrors): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0]) first[field] = messages[0];
  }
  return first;
}

/** The error summary's lines in the order the fields appear; unknown fields go last. */
export function summaryOf(
  errors: Record<string, string>,
  order: readonly string[],
): SummaryError[] {
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  return Object.entries(errors)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([id, message]) => ({ id, message }));
}
