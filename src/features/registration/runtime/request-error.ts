import type { RequestError } from '../../../../machines/registration';
import { isApiError } from '../../../api/client';

/**
 * The machines know four failures; the API client ends every call in an ApiError. A 422 keeps
 * its field messages (already camelCase), any other answered status is a server error with its
 * code, and a body that did not match its schema is a server error too (500).
 */
export function toRequestError(error: unknown): RequestError {
  if (!isApiError(error)) {
    return {
      kind: 'server',
      statusCode: 500,
      ...(error instanceof Error && error.message ? { message: error.message } : {}),
    };
  }
  if (error.kind === 'auth') return { kind: 'auth' };
  if (error.kind === 'network') return { kind: 'network' };
  if (error.statusCode === 422) return { kind: 'validation', fieldErrors: error.fieldErrors };
  return { kind: 'server', statusCode: error.statusCode, message: error.message };
}

/** Runs a call and rejects with the machines' RequestError instead of the client's ApiError. */
export async function asMachineRequest<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toRequestError(error);
  }
}
