import * as v from 'valibot';

/** 401 message of SPEC.md §8. */
export const AUTH_REQUIRED_MESSAGE = 'Необходима авторизация';

/** 422: Laravel's shape, snake_case field keys, every message of a field. */
export const validationErrorSchema = v.object({
  message: v.string(),
  errors: v.record(v.string(), v.array(v.string())),
});

/** 401, 409, 5xx and every other error answer. */
export const messageErrorSchema = v.object({ message: v.string() });

export type ValidationError = v.InferOutput<typeof validationErrorSchema>;
export type MessageError = v.InferOutput<typeof messageErrorSchema>;

/** Server validation messages by field, camelCase keys (SPEC.md §5). */
export type FieldErrors = Record<string, string[]>;

/** 'period_validity' → 'periodValidity', per dotted segment; camelCase keys pass unchanged. */
export function camelCaseKey(key: string): string {
  return key.replace(/[_-]+([a-z0-9])/gi, (_, letter: string) => letter.toUpperCase());
}

/** SPEC.md §5: server validation errors arrive keyed by field; keys are converted to camelCase. */
export function camelCaseFieldErrors(errors: Record<string, readonly string[]>): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const camel = camelCaseKey(key);
    result[camel] = [...(result[camel] ?? []), ...messages];
  }
  return result;
}
