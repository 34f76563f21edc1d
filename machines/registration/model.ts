import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { FlowModel } from '../graph/model';
import { delayedEvents, sample, snapshotKey } from '../graph/model';
import type { FormValues, RegistrationContext, StepResponse } from './context';
import type { CallFailure } from '../../contract';
import type { DraftChangeEvent, RegistrationEvent } from './events';
import { registrationMachine } from './machine';
import type { StepName } from './steps';
import { STEP, STEP_NAMES, isStepName } from '../../contract';
import { WAITING_STEPS, rankOf } from './steps';

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

const SAMPLE_PERSONAL: FormValues['personal'] = {
  firstName: 'Айгерим',
  lastName: 'Садыкова',
  middleName: 'Болатовна',
  email: 'a@example.kz',
};

const SAMPLE_PASSPORT: FormValues['passport'] = {
  birthday: '1990-01-01',
  birthplace: 'Алматы',
  idNumber: '012345678',
  issuer: 'МВД РК',
  periodValidity: '2030-01-01',
  sex: 'female',
  when: '2020-01-01',
  countryId: 1,
};

export const SAMPLE_VALUES: FormValues = {
  iin: { iin: '900101300017', isResidentRk: true, isIpdl: false },
  personal: SAMPLE_PERSONAL,
  passport: SAMPLE_PASSPORT,
  personal_and_passport: { ...SAMPLE_PERSONAL, ...SAMPLE_PASSPORT },
};

export const UNKNOWN_STEP = 'unknown_step';

export function stepResponse(step: string, error: string | null = null): StepResponse {
  return {
    step_name: step,
    socket_channel: 'private-registration.model',
    uuid: 'model-uuid',
    context: { error },
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

// What the API client rejects with (the contract's CallFailure), as much as the machine reads.
const FAILURES: Partial<CallFailure>[] = [
  { kind: 'network' },
  { kind: 'timeout' },
  { kind: 'unavailable', statusCode: 503, message: 'Service Unavailable' },
  { kind: 'auth' },
];

const VALIDATION: Partial<CallFailure> = {
  kind: 'validation',
  fieldErrors: { email: ['Некорректный адрес электронной почты'] },
};

const done = (id: string, outputs: unknown[]) =>
  outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output }));
const failed = (id: string, errors: Partial<CallFailure>[]) =>
  errors.map((error) => ({ type: `xstate.error.actor.${id}`, error }));

const DRAFT_CHANGES: DraftChangeEvent[] = [
  { type: 'draft.change', step: STEP.iin, values: { iin: '9001013' } },
  { type: 'draft.change', step: STEP.personal, values: { email: 'b@example.kz' } },
  { type: 'draft.change', step: STEP.passport, values: { idNumber: '0123' } },
  { type: 'draft.change', step: STEP.personal_and_passport, values: { email: 'b@example.kz' } },
];

const TIMERS = delayedEvents(registrationMachine);

function registrationEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const context = snapshot.context as RegistrationContext;
  const current = isStepName(context.step) ? context.step : null;
  const next = current ? EXPECTED_NEXT[current] : [];
  // The realtime subscription is gone once it failed: nothing more comes from it.
  const listening = context.realtime !== 'failed';
  // In a waiting step: the usual next steps, a waiting step further ahead (the server may move
  // on twice between two reads), the same step again, an old one, and the step the applicant
  // retreated from (a stale push).
  const ahead = WAITING_STEPS.find(
    (step) => (rankOf(step) ?? 0) > (rankOf(current) ?? 0) && !next.includes(step),
  );
  const heard = [
    ...next,
    ...(ahead ? [ahead] : []),
    ...(current ? [current] : []),
    STEP.iin,
    ...(context.retreatedFrom ? [context.retreatedFrom] : []),
  ];
  const user: RegistrationEvent[] = [
    { type: 'iin.submit', values: SAMPLE_VALUES.iin },
    { type: 'personal.submit', values: SAMPLE_VALUES.personal },
    { type: 'passport.submit', values: SAMPLE_VALUES.passport },
    { type: 'personalAndPassport.submit', values: SAMPLE_VALUES.personal_and_passport },
    { type: 'liveness.succeeded' },
    { type: 'liveness.failed', errorName: 'CameraNotAllowedError' },
    { type: 'liveness.retry' },
    { type: 'signing.repeat' },
    { type: 'cabinet.submit', amount: 78500 },
    { type: 'retry' },
    ...(listening
      ? heard
          .map((step): RegistrationEvent => ({ type: 'realtime.step', step }))
          .concat({ type: 'realtime.up' }, { type: 'realtime.down' })
      : []),
    ...DRAFT_CHANGES.filter((event) => snapshot.matches(event.step)),
  ];
  // The return from the signing page matters where the flow would otherwise redirect.
  if (
    snapshot.matches('booting') ||
    snapshot.matches({ waiting: { step: STEP.signing_init_success } })
  ) {
    user.push({ type: 'signing.returned', session: 'model-session', result: 'signed' });
  }
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
    ...done(
      'submitIin',
      EXPECTED_NEXT.iin.map((step) => stepResponse(step)),
    ),
    ...done('submitPersonal', [stepResponse(STEP.passport)]),
    ...done('submitPassport', [stepResponse(STEP.verigram)]),
    ...done('submitPersonalAndPassport', [stepResponse(STEP.verigram)]),
    ...done('fetchSigningRedirect', [
      { redirectUrl: 'http://127.0.0.1/sandbox/signing?session=model' },
    ]),
    ...done(
      'postSigningResult',
      EXPECTED_NEXT.signing_result.map((step) => stepResponse(step)),
    ),
    ...done('repeatSigning', [stepResponse(STEP.signing_init)]),
    ...done('submitCabinet', [{ ok: true }]),
    ...[
      'fetchStep',
      'poll',
      'fetchFailureReason',
      'fetchSigningRedirect',
      'postSigningResult',
      'repeatSigning',
    ].flatMap((id) => failed(id, FAILURES)),
    ...[
      'submitIin',
      'submitPersonal',
      'submitPassport',
      'submitPersonalAndPassport',
      'submitCabinet',
    ].flatMap((id) => failed(id, [VALIDATION, ...FAILURES])),
    ...(listening ? failed('realtime', [{ kind: 'network' }]) : []),
  );
}

/** The step an event brings, if any: a push, or an answer of a step request. */
function stepOf(event: EventObject): string | undefined {
  if (event.type === 'realtime.step') return (event as unknown as { step: string }).step;
  return (event as { output?: { step_name?: string } }).output?.step_name;
}

/** What the guards read besides the state value. */
export function registrationKey(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as RegistrationContext;
  return snapshotKey(snapshot, {
    retreatedFrom: context.retreatedFrom,
    realtime: snapshot.matches('waiting') ? context.realtime : undefined,
    signingReturn: context.signingReturn !== null,
  });
}

export const registrationModel: FlowModel = {
  name: 'registration',
  start: (snapshot) =>
    snapshot.matches({ iin: 'editing' }) &&
    (snapshot.context as RegistrationContext).signingReturn === null,
  origin: { 'realtime.step': 'realtime', 'realtime.up': 'realtime', 'realtime.down': 'realtime' },
  machine: registrationMachine,
  events: registrationEvents,
  key: registrationKey,
  // The applicant's way through when nothing breaks: the server's usual answers and pushes,
  // and the applicant's own moves.
  isHappy: (event, snapshot) => {
    if (event.type.startsWith('xstate.error.') || event.type.startsWith('xstate.after.'))
      return false;
    if (
      ['retry', 'realtime.up', 'realtime.down', 'draft.change', 'liveness.failed'].includes(
        event.type,
      )
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
