/**
 * The typed failures every injected request actor rejects with. src/api maps HTTP onto them;
 * the machines only ever see these four kinds.
 */
export type FieldErrors = Record<string, string[]>;

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

/** 'period_validity' → 'periodValidity'; already camelCase keys pass unchanged. */
export function camelCaseKey(key: string): string {
  return key.replace(/[_-]+([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
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

/** SPEC.md §8 identification errors, as the step response's context.error carries them. */
export const LOW_SIMILARITY_ERRORS = [
  'coiderrortype_low_similarity',
  'coiderrortype_iin_not_found',
  'coiderrortype_user_too_young',
] as const;

export const ALREADY_FIXING_ERRORS = [
  'coiderrortype_data_rejected',
  'coiderrortype_coid_server_error',
  'request_is_rejected_by_user',
  'bad_request',
  'redirect_uri_is_not_valid',
  'no_faces_found',
] as const;

export type IdentificationScreen = 'lowSimilarity' | 'alreadyFixing';

/**
 * Which liveness-error screen a context.error code shows. Codes outside both lists (or none)
 * show 'we are already fixing it': it asks nothing of the applicant that could be wrong.
 */
export function identificationScreen(code: string | null | undefined): IdentificationScreen {
  return (LOW_SIMILARITY_ERRORS as readonly string[]).includes(code ?? '')
    ? 'lowSimilarity'
    : 'alreadyFixing';
}
