import { camelCaseFieldErrors, type FieldErrors } from '../../contract';

export type { FieldErrors };

// The one error shape every failed API call ends in (SPEC §3 error object, §8 generic mapping).
export const DEFAULT_ERROR_MESSAGE = 'Возникла непредвиденная ошибка';
export const AUTH_REQUIRED_MESSAGE = 'Необходима авторизация';

/**
 * http: the server answered with an error status; auth: authentication failed for good;
 * network: no answer at all; parse: the answer did not match its schema.
 */
export type ApiErrorKind = 'http' | 'auth' | 'network' | 'parse';

export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly statusCode: number;
  /** Server validation messages by camelCase field name (422 only). */
  readonly fieldErrors: FieldErrors;

  constructor(
    kind: ApiErrorKind,
    statusCode: number,
    message: string,
    fieldErrors: FieldErrors = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.kind = kind;
    this.statusCode = statusCode;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

function fieldErrorsOf(data: unknown): FieldErrors {
  if (!data || typeof data !== 'object' || !('errors' in data)) return {};
  const { errors } = data as { errors: unknown };
  if (!errors || typeof errors !== 'object') return {};
  const messages: FieldErrors = {};
  for (const [field, value] of Object.entries(errors)) {
    const list = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string',
    );
    if (list.length > 0) messages[field] = list;
  }
  return camelCaseFieldErrors(messages);
}

/** The generic mapping: status (default 500), the server's message or the default one. */
export function toApiError(status: number | undefined, data: unknown, cause?: unknown): ApiError {
  const statusCode = status ?? 500;
  return new ApiError(
    'http',
    statusCode,
    messageOf(data) ?? DEFAULT_ERROR_MESSAGE,
    statusCode === 422 ? fieldErrorsOf(data) : {},
    cause === undefined ? undefined : { cause },
  );
}
