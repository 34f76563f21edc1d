// A failed call rejects with an ApiError: the contract's CallFailure (SPEC §3 error object, §8
// generic mapping) as an Error, so it keeps its cause and a stack for the logs.
import type { CallFailure, FailureKind, FieldErrors } from '../../contract';
import { callFailure } from '../../contract';

export class ApiError extends Error implements CallFailure {
  override name = 'ApiError';
  readonly kind: FailureKind;
  readonly statusCode: number;
  readonly fieldErrors: FieldErrors;

  constructor(failure: CallFailure, options?: ErrorOptions) {
    super(failure.message, options);
    this.kind = failure.kind;
    this.statusCode = failure.statusCode;
    this.fieldErrors = failure.fieldErrors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A failed call as an ApiError: status undefined means no answer came. */
export function toApiError(status: number | undefined, body?: unknown, cause?: unknown): ApiError {
  return new ApiError(callFailure(status, body), cause === undefined ? undefined : { cause });
}
