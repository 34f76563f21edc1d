// What the error page shows (SPEC.md §8). Apart from errors.ts, and free of valibot, because the
// error page's code is on every page's critical path (npm run size): importing the schemas
// there would put the validation library on the home page's first JavaScript.

/** SPEC.md §8: the message of a failure that gives none. */
export const DEFAULT_ERROR_MESSAGE = 'Возникла непредвиденная ошибка';

/** SPEC.md §8: 'Authorization required: 401, Необходима авторизация'. */
export const AUTH_REQUIRED_MESSAGE = 'Необходима авторизация';

/**
 * A status and a message: what the error page shows. Every failure that ends on it (a failed
 * call a machine found fatal, an error the router caught, a bug) is reduced to this shape by
 * `fatalOf` and nowhere else; a failed call (CallFailure) is one, with its kind and fields.
 */
export interface Fatal {
  readonly statusCode: number;
  readonly message: string;
}

/** SPEC.md §8: the error's own status and message, else 500 and the default message. */
export function fatalOf(error: unknown): Fatal {
  const { statusCode, message } = (error ?? {}) as { statusCode?: unknown; message?: unknown };
  return {
    statusCode: typeof statusCode === 'number' ? statusCode : 500,
    message: typeof message === 'string' && message.trim() !== '' ? message : DEFAULT_ERROR_MESSAGE,
  };
}
