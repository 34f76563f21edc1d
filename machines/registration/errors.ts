/**
 * The typed failures every injected request actor rejects with. src/api maps HTTP onto them;
 * the machines only ever see these four kinds.
 */
import { camelCaseFieldErrors, type FieldErrors } from '../../contract';

export type { FieldErrors };

export type RequestError =
  | { kind: 'validation'; fieldErrors: FieldErrors }
  | { kind: 'network' }
  | { kind: 'server'; statusCode: number; message?: string }
  | { kind: 'auth' };

/** SPEC.md §8 generic mapping: statusCode defaults to 500, with this message. */
export const DEFAULT_ERROR_MESSAGE = 'Возникла непредвиденная ошибка';

export interface Fatal {
  statusCode: number;
  message: string;
}

const KINDS = new Set(['validation', 'network', 'server', 'auth']);

/** Anything an actor rejected with, as a RequestError; unknown throws are server errors (500). */
export function toRequestError(error: unknown): RequestError {
  if (
    typeof error === 'object' &&
    error !== null &&
    'kind' in error &&
    KINDS.has(String(error.kind))
  ) {
    const candidate = error as RequestError;
    if (candidate.kind === 'validation') {
      return { kind: 'validation', fieldErrors: camelCaseFieldErrors(candidate.fieldErrors ?? {}) };
    }
    return candidate;
  }
  const message = error instanceof Error && error.message ? error.message : DEFAULT_ERROR_MESSAGE;
  return { kind: 'server', statusCode: 500, message };
}

export function toFatal(error: RequestError): Fatal {
  if (error.kind === 'server') {
    return { statusCode: error.statusCode, message: error.message ?? DEFAULT_ERROR_MESSAGE };
  }
  if (error.kind === 'auth') return { statusCode: 401, message: 'Необходима авторизация' };
  if (error.kind === 'validation') return { statusCode: 422, message: DEFAULT_ERROR_MESSAGE };
  return { statusCode: 500, message: DEFAULT_ERROR_MESSAGE };
}
