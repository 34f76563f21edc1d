// The answers the model-based paths sample for the registration machine's invoked actors: the
// server's step answers, its pushes' clock, the call failures and the selfie's outcomes.
import type { CallFailure } from '../../contract';
import { STEP, STEP_NAMES } from '../../contract';
import type { LivenessOutput } from '../liveness';
import type { StepResponse } from './context';

const UNKNOWN_STEP = 'unknown_step';

/**
 * The server's clock in the samples: every step answer is read at FRESH_AT; a push sent after
 * it is news (PUSHED_AFTER), one sent before it is out of order (PUSHED_BEFORE).
 */
export const FRESH_AT = 2_000;
export const PUSHED_AFTER = 3_000;
export const PUSHED_BEFORE = 1_000;

export function stepResponse(step: string, error: string | null = null): StepResponse {
  return {
    step_name: step,
    socket_channel: 'private-registration.model',
    uuid: 'model-uuid',
    context: { error },
    answeredAt: FRESH_AT,
  };
}

/** Every answer a step request can bring, identification failures of both kinds included. */
export function everyAnswer(): StepResponse[] {
  return [
    ...STEP_NAMES.filter((step) => step !== STEP.liveness_failed).map((step) => stepResponse(step)),
    stepResponse(STEP.liveness_failed, 'coiderrortype_low_similarity'),
    stepResponse(STEP.liveness_failed, 'coiderrortype_coid_server_error'),
    stepResponse(UNKNOWN_STEP),
  ];
}

// What the API client rejects with (the contract's CallFailure), as much as the machine reads.
export const FAILURES: Partial<CallFailure>[] = [
  { kind: 'network' },
  { kind: 'timeout' },
  { kind: 'unavailable', statusCode: 503, message: 'Service Unavailable' },
  { kind: 'auth', statusCode: 401 },
];

export const VALIDATION: Partial<CallFailure> = {
  kind: 'validation',
  statusCode: 422,
  fieldErrors: { email: ['Check the e-mail address'] },
};

/** 409: the call came on a step the server has left. */
export const WRONG_STEP: Partial<CallFailure> = {
  kind: 'fatal',
  statusCode: 409,
  message: 'The registration step has changed',
};

export const LIVENESS_OUTCOMES: LivenessOutput[] = [
  { kind: 'success', sessionId: 'model-liveness', bestFrame: '/9j/AAAA' },
  { kind: 'error', errorName: 'CameraNotAllowedError' },
  { kind: 'error', errorName: 'NotSupportedBrowserError' },
  { kind: 'signedOut' },
];

export const done = (id: string, outputs: unknown[]) =>
  outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output }));
export const failed = (id: string, errors: Partial<CallFailure>[]) =>
  errors.map((error) => ({ type: `xstate.error.actor.${id}`, error }));
