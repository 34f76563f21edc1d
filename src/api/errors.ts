// A failed call rejects with an ApiError: the contract's CallFailure (SPEC §3 error object, §8
// generic mapping, built by the contract's one callFailure) as an Error, so it keeps its cause
// and a stack for the logs.
import type { CallAnswer, CallFailure, FailureKind, FieldErrors } from '../../contract';
import { callFailure } from '../../contract';

export class ApiError extends Error implements CallFailure {
  override name = 'ApiError';
  readonly kind: FailureKind;
  readonly statusCode: number;
  readonly fieldErrors: FieldErrors;

  /** `status` undefined: no answer came; 'timeout': none came within the call's time limit. */
  constructor(status: CallAnswer, body?: unknown, cause?: unknown) {
    const failure = callFailure(status, body);
    super(failure.message, cause === undefined ? undefined : { cause });
    this.kind = failure.kind;
    this.statusCode = failure.statusCode;
    this.fieldErrors = failure.fieldErrors;
  }
}
