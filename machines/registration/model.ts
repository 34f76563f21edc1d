import * as v from 'valibot';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { FlowModel } from '../graph/model';
import { delayedEvents, sample, snapshotKey } from '../graph/model';
import type { RegistrationContext } from './context';
import type { RegistrationEvent } from './events';
import { registrationMachine } from './machine';
import {
  FAILURES,
  LIVENESS_OUTCOMES,
  PUSHED_AFTER,
  PUSHED_BEFORE,
  VALIDATION,
  WRONG_STEP,
  done,
  everyAnswer,
  failed,
  stepResponse,
} from './model-samples';
import type { StepName } from './steps';
import {
  FORM_STEPS,
  SAMPLE_VALUES,
  STEP,
  STEP_NAMES,
  isFormStep,
  isStepName,
  nextSteps,
  type FormStep,
} from '../../contract';

/**
 * The registration machine described for path generation: the server's usual next steps
 * (the steps' declared `next`, the flows of SANDBOX.md), sample answers and failures for every
 * invoked actor, and sample user events. The machine accepts any step from the server; these
 * samples only choose which answers are worth walking.
 */

/**
 * A step the server may name besides the usual next one: an earlier step (its back office
 * rejected data), the first declared step that leads to this one.
 */
function backwardOf(step: StepName): StepName | undefined {
  return STEP_NAMES.find((earlier) => earlier !== step && nextSteps(earlier).includes(step));
}

/** A step of the same rank: another form, or the server's own gathering, for the same data. */
const SAME_RANK: Partial<Record<StepName, StepName>> = {
  personal: STEP.waiting_external_personal,
  waiting_external_personal: STEP.personal,
  passport: STEP.personal_and_passport,
  personal_and_passport: STEP.passport,
  waiting_external_photo: STEP.passport,
};

/** A form's event carrying the sample applicant's values: typed into it, or sent. */
function sampleFormEvent(type: 'draft.change' | 'form.submit', step: FormStep): EventObject {
  const event = { type, step, values: SAMPLE_VALUES[step] };
  return event;
}

const DRAFT_CHANGES = FORM_STEPS.map((step) => ({
  step,
  event: sampleFormEvent('draft.change', step),
}));
const FORM_SUBMITS = FORM_STEPS.map((step) => sampleFormEvent('form.submit', step));

const TIMERS = delayedEvents(registrationMachine);

const push = (step: string, sentAt: number | null = PUSHED_AFTER): RegistrationEvent => ({
  type: 'realtime.step',
  step,
  sentAt,
});

function registrationEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  // Signed out is final: the actor hears nothing more.
  if (snapshot.status === 'done') return [];
  const context: RegistrationContext = snapshot.context;
  const current = isStepName(context.step) ? context.step : null;
  const next = current ? nextSteps(current) : [];
  // Realtime listens once a step answer named the channel; once failed, nothing more comes.
  const listening = context.realtime !== 'failed' && context.socketChannel !== null;
  // What the server may say next: the usual next steps, an earlier step, a step of the same
  // rank, the current one again; each as news, and the earlier one also as a push sent before
  // the last fresh read (out of order).
  const backward = current ? backwardOf(current) : undefined;
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
    { type: 'liveness.start' },
    { type: 'liveness.cancel' },
    { type: 'liveness.retry' },
    { type: 'handoff.open' },
    { type: 'handoff.close' },
    { type: 'signing.repeat' },
    { type: 'cabinet.submit', amount: 78500 },
    { type: 'connection.online' },
    { type: 'retry' },
    { type: 'logout' },
    ...(listening ? pushes : []),
  ];
  return sample<EventObject>(
    ...FORM_SUBMITS,
    ...user,
    ...DRAFT_CHANGES.filter(({ step }) => snapshot.matches(step)).map(({ event }) => event),
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
    // A form's call answers the usual next steps of the form on screen.
    ...done(
      'submitForm',
      (current && isFormStep(current) ? nextSteps(current) : []).map((step) => stepResponse(step)),
    ),
    ...done('liveness', LIVENESS_OUTCOMES),
    ...done('fetchSigningRedirect', [
      { redirectUrl: 'http://127.0.0.1/sandbox/signing?session=model' },
    ]),
    ...done(
      'postSigningResult',
      nextSteps(STEP.signing_result).map((step) => stepResponse(step)),
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
    ...['submitForm', 'submitCabinet'].flatMap((id) =>
      failed(id, [VALIDATION, WRONG_STEP, ...FAILURES]),
    ),
    ...(listening ? failed('realtime', [{ kind: 'network' }]) : []),
  );
}

const answerSchema = v.object({ output: v.object({ step_name: v.string() }) });
const pushSchema = v.object({
  type: v.literal('realtime.step'),
  step: v.string(),
  sentAt: v.nullable(v.number()),
});
const livenessDoneSchema = v.object({ output: v.object({ kind: v.string() }) });

/** The step an event brings, if any: a push, a read, or an answer of a step request. */
function stepOf(event: EventObject): string | undefined {
  if (v.is(pushSchema, event)) return event.step;
  return v.is(answerSchema, event) ? event.output.step_name : undefined;
}

/** The states whose poll region reads the realtime status: the waits and the offer. */
const polls = (snapshot: AnyMachineSnapshot) =>
  snapshot.matches('waiting') || snapshot.matches({ verigram: 'handoff' });

/** What the guards read besides the state value. */
export function registrationKey(snapshot: AnyMachineSnapshot): string {
  const context: RegistrationContext = snapshot.context;
  return snapshotKey(snapshot, {
    realtime: polls(snapshot) ? context.realtime : undefined,
    listening: context.realtime !== 'failed' && context.socketChannel !== null,
    fresh: context.freshAt !== null,
    signingReturn: context.signingReturn !== null,
    // A push is held while the camera runs: whether it named another step decides where the
    // capture leads when it ends.
    moved: snapshot.matches({ verigram: 'capturing' }) ? context.step !== STEP.verigram : undefined,
  });
}

export const registrationModel: FlowModel = {
  name: 'registration',
  start: (snapshot) => {
    const context: RegistrationContext = snapshot.context;
    return snapshot.matches({ iin: 'editing' }) && context.signingReturn === null;
  },
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
      return v.is(livenessDoneSchema, event) && event.output.kind === 'success';
    }
    // Pushes move a journey only where the applicant waits on the server (the selfie taken on
    // another device included), and only news.
    if (v.is(pushSchema, event) && (!polls(snapshot) || event.sentAt !== PUSHED_AFTER)) {
      return false;
    }
    const step = stepOf(event);
    if (step === undefined) return true;
    if (!isStepName(step)) return false;
    const context: RegistrationContext = snapshot.context;
    const current = context.step;
    const expected = isStepName(current) ? nextSteps(current) : STEP_NAMES;
    return (
      event.type === 'xstate.done.actor.fetchStep' || step === current || expected.includes(step)
    );
  },
};

/**
 * The same machine on a computer (SPEC.md §3 device info isDesktop): the photo screen opens with
 * the offer to take the selfie on a phone.
 */
export const desktopModel: FlowModel = {
  ...registrationModel,
  name: 'registration (on a computer)',
  input: { isDesktop: true },
};

/** The same machine loaded by the signing page's return (?signing=signed&session=…). */
export const signingReturnModel: FlowModel = {
  ...registrationModel,
  name: 'registration (back from the signing page)',
  input: { signingReturn: { session: 'model-session', result: 'signed' } },
  start: undefined,
};
