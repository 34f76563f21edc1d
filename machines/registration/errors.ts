/**
 * How the machines read a rejected actor. Every request actor rejects with the contract's
 * CallFailure (src/api builds it); these read it without converting it, and the machine's
 * transitions decide what each kind means for the flow.
 */
import {
  camelCaseFieldErrors,
  isCallFailure,
  type FailureKind,
  type FieldErrors,
} from '../../contract';

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
