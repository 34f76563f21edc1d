import * as v from 'valibot';
import {
  authPayloadSchema,
  authResponseSchema,
  documentsListResponseSchema,
  documentsSignedResponseSchema,
  documentsSignPayloadSchema,
  SMS_SENT_STATUS,
  smsSentResponseSchema,
} from './auth';
import { cabinetPayloadSchema, okResponseSchema } from './cabinet';
import {
  camelCaseStep,
  clientInfoResponseSchema,
  countriesResponseSchema,
  FORM_PAYLOADS,
  FORM_STEPS,
  stepResponseSchema,
  type CamelCase,
  type FormStep,
} from './registration';
import {
  signingRedirectQuerySchema,
  signingRedirectResponseSchema,
  signingResultPayloadSchema,
} from './signing';
import { utmBulkPayloadSchema } from './utm';

/**
 * One call of SPEC.md §7 as data. The app's client derives a typed function from it (payload
 * typed by `body` or `query`, answer parsed with `answer`); the sandbox registers its handler
 * from it (payload parsed with the same schema). A call therefore exists on both sides or on
 * neither: tests/unit/sandbox/endpoints.test.ts checks the sandbox answers every one.
 */
export interface Endpoint {
  readonly method: 'GET' | 'POST' | 'PUT';
  /** `:name` segments are filled from the call's `params`. */
  readonly path: `/${string}`;
  /** Sends the bearer token and credentials (SPEC.md §6). */
  readonly auth: boolean;
  /**
   * A read that changes nothing on the server, so asking again is safe: the client retries it
   * after a 5xx or a lost connection before reporting a failure. Submissions never are (a
   * repeated submit could act twice), nor is the signing redirect (it opens a signing session).
   */
  readonly idempotent?: boolean;
  /**
   * Answered only on the registration steps it belongs to: on any other step it answers 409
   * with the current step, and nothing changes (contract README).
   */
  readonly stepBound?: boolean;
  /** The JSON payload. */
  readonly body?: v.GenericSchema;
  /** The query string. */
  readonly query?: v.GenericSchema;
  /** What a successful call answers; with `answers`, the union of them (what the client parses). */
  readonly answer: v.GenericSchema;
  /**
   * A call that answers one way or another by what it was sent: each answer under its own
   * status, so a caller (and docs/openapi.json) tells them apart by the status alone.
   */
  readonly answers?: { readonly [status: number]: v.GenericSchema };
}

/** The payload a caller sends: what the schema accepts (its input side). */
export type PayloadOf<E extends Endpoint> = E extends { body: v.GenericSchema }
  ? v.InferInput<E['body']>
  : E extends { query: v.GenericSchema }
    ? v.InferInput<E['query']>
    : undefined;

/** The payload a handler reads: what the schema produces (its output side). */
export type ParsedPayloadOf<E extends Endpoint> = E extends { body: v.GenericSchema }
  ? v.InferOutput<E['body']>
  : E extends { query: v.GenericSchema }
    ? v.InferOutput<E['query']>
    : undefined;

export type AnswerOf<E extends Endpoint> = v.InferOutput<E['answer']>;

/**
 * A form step's call (SPEC.md §7): POST /rest/registration/<step_name> with the form's payload
 * (FORM_PAYLOADS), answered with the step response.
 */
export interface FormEndpoint<S extends FormStep> {
  readonly method: 'POST';
  readonly path: `/rest/registration/${S}`;
  readonly auth: true;
  readonly stepBound: true;
  readonly body: (typeof FORM_PAYLOADS)[S];
  readonly answer: typeof stepResponseSchema;
}

/** Each form step's call, made from FORM_PAYLOADS: a form step has its call by being a form. */
export const FORM_ENDPOINTS = Object.fromEntries(
  FORM_STEPS.map((step) => [
    step,
    {
      method: 'POST',
      path: `/rest/registration/${step}`,
      auth: true,
      stepBound: true,
      body: FORM_PAYLOADS[step],
      answer: stepResponseSchema,
    },
  ]),
) as { readonly [S in FormStep]: FormEndpoint<S> };

/** The form calls as ENDPOINTS rows, named like code names them (`personalAndPassport`). */
const formCalls = Object.fromEntries(
  FORM_STEPS.map((step) => [camelCaseStep(step), FORM_ENDPOINTS[step]]),
) as { readonly [S in FormStep as CamelCase<S>]: FormEndpoint<S> };

export const ENDPOINTS = {
  /** The consents the SMS code signs; `id` is always 'registration'. */
  documentsList: {
    method: 'GET',
    path: '/rest/documents/list/:id',
    auth: false,
    idempotent: true,
    answer: documentsListResponseSchema,
  },
  /** Without `sms_code` it sends the SMS (202); with the right one, it signs (200). */
  documentsSign: {
    method: 'POST',
    path: '/rest/documents/sign',
    auth: false,
    body: documentsSignPayloadSchema,
    answer: v.union([documentsSignedResponseSchema, smsSentResponseSchema]),
    answers: { 200: documentsSignedResponseSchema, [SMS_SENT_STATUS]: smsSentResponseSchema },
  },
  auth: {
    method: 'POST',
    path: '/rest/auth',
    auth: false,
    body: authPayloadSchema,
    answer: authResponseSchema,
  },
  step: {
    method: 'GET',
    path: '/rest/registration/step',
    auth: true,
    idempotent: true,
    answer: stepResponseSchema,
  },
  // POST /rest/registration/iin, /personal, /passport, /personal_and_passport: FORM_ENDPOINTS.
  ...formCalls,
  countries: {
    method: 'GET',
    path: '/rest/registration/countries',
    auth: true,
    idempotent: true,
    answer: countriesResponseSchema,
  },
  signingRedirect: {
    method: 'GET',
    path: '/rest/registration/signing/redirect',
    auth: true,
    stepBound: true,
    query: signingRedirectQuerySchema,
    answer: signingRedirectResponseSchema,
  },
  signingResult: {
    method: 'POST',
    path: '/rest/registration/signing/result',
    auth: true,
    stepBound: true,
    body: signingResultPayloadSchema,
    answer: stepResponseSchema,
  },
  signingRepeat: {
    method: 'PUT',
    path: '/rest/registration/signing/repeat',
    auth: true,
    stepBound: true,
    answer: stepResponseSchema,
  },
  cabinet: {
    method: 'POST',
    path: '/rest/cabinet',
    auth: true,
    stepBound: true,
    body: cabinetPayloadSchema,
    answer: okResponseSchema,
  },
  clientInfo: {
    method: 'GET',
    path: '/rest/client/info',
    auth: true,
    idempotent: true,
    answer: clientInfoResponseSchema,
  },
  utm: {
    method: 'POST',
    path: '/rest/utm/apply/bulk',
    auth: false,
    body: utmBulkPayloadSchema,
    answer: okResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
