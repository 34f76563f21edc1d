/**
 * How the machines read a rejected actor. Every request actor rejects with the contract's
 * CallFailure (src/api builds it); these read it without converting it, and the machine's
 * transitions decide what each kind means for the flow.
 */
import {
  DEFAULT_ERROR_MESSAGE,
  camelCaseFieldErrors,
  isCallFailure,
  type FailureKind,
  type FieldErrors,
} from '../../contract';

/** What the error page reads once a machine has decided the flow cannot go on. */
export interface Fatal {
  statusCode: number;
  message: string;
}

/** The kind of a rejection; a throw that is no CallFailure (a bug, an unprovided actor) is fatal. */
export function failureKind(error: unknown): FailureKind {
  return isCallFailure(error) ? error.kind : 'fatal';
}

/**
 * 409: the call was made on a step the applicant is no longer on (contract README). Nothing
 * changed on the server; the flow asks it where the applicant is.
 */
export function isWrongStep(error: unknown): boolean {
  return isCallFailure(error) && error.statusCode === 409;
}

/** The field messages of a 422, camelCase (SPEC.md §5); none for any other failure. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return isCallFailure(error) && error.kind === 'validation'
    ? camelCaseFieldErrors(error.fieldErrors ?? {})
    : {};
}

/** The status and message the error page gets (SPEC.md §8: 500 and the default message). */
export function fatalOf(error: unknown): Fatal {
  const { statusCode, message } = (error ?? {}) as { statusCode?: unknown; message?: unknown };
  return {
    statusCode: isCallFailure(error) && typeof statusCode === 'number' ? statusCode : 500,
    message: typeof message === 'string' && message !== '' ? message : DEFAULT_ERROR_MESSAGE,
  };
}
