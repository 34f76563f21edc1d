import * as v from 'valibot';
import { plainRecord } from './plain-record';
import { AUTH_REQUIRED_MESSAGE, DEFAULT_ERROR_MESSAGE, type Fatal } from './fatal';

/** 422: Laravel's shape, snake_case field keys, every message of a field. */
export const validationErrorSchema = v.object({
  message: v.string(),
  errors: plainRecord(v.string(), v.array(v.string())),
});

/** 401, 409, 5xx and every other error answer. */
export const messageErrorSchema = v.object({ message: v.string() });

export type ValidationError = v.InferOutput<typeof validationErrorSchema>;
export type MessageError = v.InferOutput<typeof messageErrorSchema>;

/** Server validation messages by field, camelCase keys (SPEC.md §5). */
export type FieldErrors = Record<string, string[]>;

/** 'period_validity' → 'periodValidity', per dotted segment; camelCase keys pass unchanged. */
export function camelCaseKey(key: string): string {
  return key.replace(/[_-]+([a-z0-9])/gi, (_, letter: string) => letter.toUpperCase());
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

/**
 * What a failed call means to whoever decides what happens next (the machines):
 * - auth: the session is gone (401/403, or no token; the token flow has already given up);
 * - validation: 422, the field messages belong under the fields;
 * - unavailable: 503, technical works;
 * - network: no answer at all (the connection failed);
 * - timeout: no answer within the call's time limit (src/api/policy.ts);
 * - fatal: anything else (5xx, an unexpected 4xx such as 409, an answer off its schema).
 * The kind describes the call; whether it ends the flow is the machine's decision.
 */
export type FailureKind = 'auth' | 'validation' | 'unavailable' | 'network' | 'timeout' | 'fatal';

/** The one typed error every call rejects with. `statusCode` is SPEC.md §3's error object. */
export interface CallFailure extends Fatal {
  readonly kind: FailureKind;
  /** camelCase field → messages; empty unless kind is validation. */
  readonly fieldErrors: FieldErrors;
}

const FAILURE_KINDS: readonly string[] = [
  'auth',
  'validation',
  'unavailable',
  'network',
  'timeout',
  'fatal',
] satisfies FailureKind[];

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

function fieldErrorsOf(body: unknown): FieldErrors {
  if (!body || typeof body !== 'object' || !('errors' in body)) return {};
  const { errors } = body as { errors: unknown };
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

/** What came back: an HTTP status, nothing (the connection failed), or nothing in time. */
export type CallAnswer = number | undefined | 'timeout';

function kindOfStatus(status: CallAnswer): FailureKind {
  if (status === undefined) return 'network';
  if (status === 'timeout') return 'timeout';
  if (status === 401 || status === 403) return 'auth';
  if (status === 422) return 'validation';
  if (status === 503) return 'unavailable';
  return 'fatal';
}

/**
 * The one conversion of a failed call: the answer's status (undefined: no answer; 'timeout': no
 * answer in time) and body become a CallFailure. SPEC.md §8: status defaults to 500, the message
 * is the body's or the default one; a 401 says 'Необходима авторизация'.
 */
export function callFailure(status: CallAnswer, body?: unknown): CallFailure {
  const kind = kindOfStatus(status);
  return {
    kind,
    statusCode: typeof status === 'number' ? status : 500,
    message: kind === 'auth' ? AUTH_REQUIRED_MESSAGE : (messageOf(body) ?? DEFAULT_ERROR_MESSAGE),
    fieldErrors: kind === 'validation' ? fieldErrorsOf(body) : {},
  };
}

/** A rejection that is a CallFailure; anything else (a bug, an unprovided actor) is not. */
export function isCallFailure(error: unknown): error is CallFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    FAILURE_KINDS.includes(String((error as { kind?: unknown }).kind))
  );
}
