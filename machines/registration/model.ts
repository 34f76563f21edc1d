import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { FlowModel } from '../graph/model';
import { delayedEvents, sample, snapshotKey } from '../graph/model';
import type { FormValues, RegistrationContext, StepResponse } from './context';
import type { CallFailure } from '../../contract';
import type { LivenessOutput } from '../liveness';
import type { DraftChangeEvent, RegistrationEvent } from './events';
import { registrationMachine } from './machine';
import type { StepName } from './steps';
import { FORM_STEPS, STEP, STEP_NAMES, isStepName } from '../../contract';
import { FORM_SUBMIT, FORM_SUBMIT_ACTOR } from './events';

/**
 * The registration machine described for path generation: the server's usual next steps
 * (the flows of SANDBOX.md), sample answers and failures for every invoked actor, and sample
 * user events. The machine accepts any step from the server; these samples only choose which
 * answers are worth walking.
 */
export const EXPECTED_NEXT: Record<StepName, readonly StepName[]> = {
  iin: [STEP.personal, STEP.personal_and_passport, STEP.waiting_external_personal],
  personal: [STEP.passport],
  waiting_external_personal: [STEP.waiting_external_photo],
  passport: [STEP.verigram],
  personal_and_passport: [STEP.verigram],
  waiting_external_photo: [STEP.client_creating],
  client_creating: [STEP.verigram],
  verigram: [STEP.waiting_liveness_results],
  waiting_liveness_results: [STEP.signing_init, STEP.liveness_failed],
  liveness_failed: [STEP.verigram],
  signing_init: [STEP.signing_init_success, STEP.signing_failed],
  signing_init_success: [STEP.signing_result, STEP.signing_failed],
  signing_result: [STEP.personal_cabinet, STEP.signing_failed],
  signing_failed: [STEP.signing_init],
  personal_cabinet: [],
};

// The samples are data, not the applicant's words: Latin letters, which the name and text rules
// accept as well (the screens' words live in locales/ and QA's in qa/, never in machines/).
const SAMPLE_PERSONAL: FormValues['personal'] = {
  first_name: 'Aigerim',
  last_name: 'Sadykova',
  middle_name: 'Bolatovna',
  email: 'a@example.kz',
};

const SAMPLE_PASSPORT: FormValues['passport'] = {
  birthday: '1990-01-01',
  birthplace: 'Almaty',
  id_number: '012345678',
  issuer: 'MIA RK',
  period_validity: '2030-01-01',
  sex: 'female',
  when: '2020-01-01',
  country_id: 1,
};

/**
 * A filled-in payload for every form (FORM_STEPS), valid for a sandbox applicant: the model's
 * submits, the machine tests' and the studio's example events send these. The type makes a new
 * form a compile error here until it has its sample.
 */
export const SAMPLE_VALUES: FormValues = {
  iin: { iin: '900101300017', is_resident_rk: true, is_ipdl: false },
  personal: SAMPLE_PERSONAL,
  passport: SAMPLE_PASSPORT,
  personal_and_passport: { ...SAMPLE_PERSONAL, ...SAMPLE_PASSPORT },
};

export const UNKNOWN_STEP = 'unknown_step';

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
function everyAnswer(): StepResponse[] {
  return [
    ...STEP_NAMES.filter((step) => step !== STEP.liveness_failed).map((step) => stepResponse(step)),
    stepResponse(STEP.liveness_failed, 'coiderrortype_low_similarity'),
    stepResponse(STEP.liveness_failed, 'coiderrortype_coid_server_error'),
    stepResponse(UNKNOWN_STEP),
  ];
}

/**
 * Steps the server may name besides the usual next one: an earlier step (its back office
 * rejected data) and a step of the same rank (another form for the same data).
 */
export const BACKWARD: Partial<Record<StepName, StepName>> = {
  passport: STEP.personal,
  personal_and_passport: STEP.iin,
  verigram: STEP.passport,
  waiting_liveness_results: STEP.verigram,
  signing_init: STEP.verigram,
  signing_init_success: STEP.signing_init,
  signing_result: STEP.signing_init,
  signing_failed: STEP.signing_init,
  personal_cabinet: STEP.signing_result,
};

export const SAME_RANK: Partial<Record<StepName, StepName>> = {
  personal: STEP.waiting_external_personal,
  waiting_external_personal: STEP.personal,
  passport: STEP.personal_and_passport,
  personal_and_passport: STEP.passport,
  waiting_external_photo: STEP.passport,
};

// What the API client rejects with (the contract's CallFailure), as much as the machine reads.
const FAILURES: Partial<CallFailure>[] = [
  { kind: 'network' },
  { kind: 'timeout' },
  { kind: 'unavailable', statusCode: 503, message: 'Service Unavailable' },
  { kind: 'auth', statusCode: 401 },
];

const VALIDATION: Partial<CallFailure> = {
  kind: 'validation',
  statusCode: 422,
  fieldErrors: { email: ['Check the e-mail address'] },
};

/** 409: the call came on a step the server has left. */
const WRONG_STEP: Partial<CallFailure> = {
  kind: 'fatal',
  statusCode: 409,
  message: 'The registration step has changed',
};

const LIVENESS_OUTCOMES: LivenessOutput[] = [
  { kind: 'success', sessionId: 'model-liveness', bestFrame: '/9j/AAAA' },
  { kind: 'error', errorName: 'CameraNotAllowedError' },
  { kind: 'error', errorName: 'NotSupportedBrowserError' },
];

const done = (id: string, outputs: unknown[]) =>
  outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output }));
const failed = (id: string, errors: Partial<CallFailure>[]) =>
  errors.map((error) => ({ type: `xstate.error.actor.${id}`, error }));

const DRAFT_CHANGES: DraftChangeEvent[] = [
  { type: 'draft.change', step: STEP.iin, values: { iin: '9001013' } },
  { type: 'draft.change', step: STEP.personal, values: { email: 'b@example.kz' } },
  { type: 'draft.change', step: STEP.passport, values: { id_number: '0123' } },
  { type: 'draft.change', step: STEP.personal_and_passport, values: { email: 'b@example.kz' } },
];

const TIMERS = delayedEvents(registrationMachine);

const push = (step: string, sentAt: number | null = PUSHED_AFTER): RegistrationEvent => ({
  type: 'realtime.step',
  step,
  sentAt,
});

function registrationEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  // Signed out is final: the actor hears nothing more.
  if (snapshot.status === 'done') return [];
  const context = snapshot.context as RegistrationContext;
  const current = isStepName(context.step) ? context.step : null;
  const next = current ? EXPECTED_NEXT[current] : [];
  // Realtime listens once a step answer named the channel; once failed, nothing more comes.
  const listening = context.realtime !== 'failed' && context.socketChannel !== null;
  // What the server may say next: the usual next steps, an earlier step, a step of the same
  // rank, the current one again; each as news, and the earlier one also as a push sent before
  // the last fresh read (out of order).
  const backward = current ? BACKWARD[current] : undefined;
  const sideways = current ? SAME_RANK[current] : undefined;
  const heard = [
    ...next,
    ...(backward ? [backward] : []),
    ...(sideways ? [sideways] : []),
    ...(current ? [current] : [STEP.iin]),
  ];
  const pushes: RegistrationEvent[] = [
    ...heard.map((step) => push(step)),
    ...(backward ? [push(backward, PUSHED_BEFORE), push(backward, null)] : []),
    { type: 'realtime.up' },
    { type: 'realtime.down' },
  ];
  const user: RegistrationEvent[] = [
    ...FORM_STEPS.map(
      (step) => ({ type: FORM_SUBMIT[step], values: SAMPLE_VALUES[step] }) as RegistrationEvent,
    ),
    { type: 'liveness.start' },
    { type: 'liveness.cancel' },
    { type: 'liveness.retry' },
    { type: 'signing.repeat' },
    { type: 'cabinet.submit', amount: 78500 },
    { type: 'connection.online' },
    { type: 'retry' },
    { type: 'logout' },
    ...(listening ? pushes : []),
    ...DRAFT_CHANGES.filter((event) => snapshot.matches(event.step)),
  ];
  return sample<EventObject>(
    ...user,
    ...TIMERS,
    ...done('fetchStep', everyAnswer()),
    ...done(
      'poll',
      heard.map((step) => stepResponse(step)),
    ),
    ...done('fetchFailureReason', [
      stepResponse(STEP.liveness_failed, 'coiderrortype_low_similarity'),
      stepResponse(STEP.liveness_failed, 'no_faces_found'),
      stepResponse(STEP.verigram),
    ]),
    // Each form's call answers the usual next steps of its form.
    ...FORM_STEPS.flatMap((step) =>
      done(
        FORM_SUBMIT_ACTOR[step],
        EXPECTED_NEXT[step].map((next) => stepResponse(next)),
      ),
    ),
    ...done('liveness', LIVENESS_OUTCOMES),
    ...done('fetchSigningRedirect', [
      { redirectUrl: 'http://127.0.0.1/sandbox/signing?session=model' },
    ]),
    ...done(
      'postSigningResult',
      EXPECTED_NEXT.signing_result.map((step) => stepResponse(step)),
    ),
    ...done('repeatSigning', [stepResponse(STEP.signing_init)]),
    ...done('submitCabinet', [{ ok: true }]),
    ...['fetchStep', 'poll', 'fetchFailureReason', 'liveness'].flatMap((id) =>
      failed(id, FAILURES),
    ),
    ...['fetchSigningRedirect', 'repeatSigning'].flatMap((id) =>
      failed(id, [WRONG_STEP, ...FAILURES]),
    ),
    ...failed('postSigningResult', [VALIDATION, WRONG_STEP, ...FAILURES]),
    ...[...FORM_STEPS.map((step) => FORM_SUBMIT_ACTOR[step]), 'submitCabinet'].flatMap((id) =>
      failed(id, [VALIDATION, WRONG_STEP, ...FAILURES]),
    ),
    ...(listening ? failed('realtime', [{ kind: 'network' }]) : []),
  );
}

/** The step an event brings, if any: a push, a read, or an answer of a step request. */
function stepOf(event: EventObject): string | undefined {
  if (event.type === 'realtime.step') return (event as unknown as { step: string }).step;
  return (event as { output?: { step_name?: string } }).output?.step_name;
}

/** What the guards read besides the state value. */
export function registrationKey(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as RegistrationContext;
  return snapshotKey(snapshot, {
    realtime: snapshot.matches('waiting') ? context.realtime : undefined,
    listening: context.realtime !== 'failed' && context.socketChannel !== null,
    fresh: context.freshAt !== null,
    signingReturn: context.signingReturn !== null,
  });
}

export const registrationModel: FlowModel = {
  name: 'registration',
  start: (snapshot) =>
    snapshot.matches({ iin: 'editing' }) &&
    (snapshot.context as RegistrationContext).signingReturn === null,
  origin: {
    'realtime.step': 'realtime',
    'realtime.up': 'realtime',
    'realtime.down': 'realtime',
    'connection.online': 'connectivity',
  },
  machine: registrationMachine,
  events: registrationEvents,
  key: registrationKey,
  // The applicant's way through when nothing breaks: the server's usual answers and pushes,
  // and the applicant's own moves.
  isHappy: (event, snapshot) => {
    if (event.type.startsWith('xstate.error.') || event.type.startsWith('xstate.after.'))
      return false;
    if (
      [
        'retry',
        'realtime.up',
        'realtime.down',
        'draft.change',
        'liveness.cancel',
        'connection.online',
        'logout',
      ].includes(event.type)
    ) {
      return false;
    }
    if (event.type === 'xstate.done.actor.liveness') {
      return (event as unknown as { output: LivenessOutput }).output.kind === 'success';
    }
    // Pushes move a journey only where the applicant waits on the server, and only news.
    if (
      event.type === 'realtime.step' &&
      (!snapshot.matches('waiting') || (event as { sentAt?: unknown }).sentAt !== PUSHED_AFTER)
    ) {
      return false;
    }
    const step = stepOf(event);
    if (step === undefined) return true;
    if (!isStepName(step)) return false;
    const current = (snapshot.context as RegistrationContext).step;
    const expected = isStepName(current) ? EXPECTED_NEXT[current] : STEP_NAMES;
    return (
      event.type === 'xstate.done.actor.fetchStep' || step === current || expected.includes(step)
    );
  },
};

/** The same machine loaded by the signing page's return (?signing=signed&session=…). */
export const signingReturnModel: FlowModel = {
  ...registrationModel,
  name: 'registration (back from the signing page)',
  input: { signingReturn: { session: 'model-session', result: 'signed' } },
  start: undefined,
};
