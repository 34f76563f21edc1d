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
