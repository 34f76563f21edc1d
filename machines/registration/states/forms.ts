// The steps where the applicant sends something: each declared form (FORM_STEPS), and the
// cabinet's application. Each is editing, or invalid after a 422 with the errors on screen; a
// submit saves what was sent (for a form, as its newest draft) and sends it. A submit that finds
// no connection waits for it (`offline`) and is sent once more by itself when the browser is
// online again (or when the applicant asks); if that fails too, the network-failed screen offers
// a retry. A 409 means the server has moved on: it is asked where.
import { STEP } from '../../../contract';
import type { CabinetSubmission, FormSubmission, RegistrationContext } from '../context';
import { registrationSetup } from '../setup';
import type { FormStep } from '../context';
import {
  errorOf,
  fatal,
  followAnswer,
  screenOf,
  signedOut,
  stepMoved,
  timedOut,
} from './transitions';

/** Why a submit did not go through, and where that leads. */
const submitFailed = (offline: string) =>
  [
    stepMoved,
    {
      guard: { type: 'isValidationError', params: errorOf },
      target: 'invalid',
      actions: { type: 'assignFieldErrors', params: errorOf },
    },
    { guard: { type: 'isNetworkError', params: errorOf }, target: offline },
    // Unanswered in time, it may have reached the server: asked again, not resent.
    timedOut,
    signedOut,
    fatal,
  ] as const;

function formSubmission({ submission }: RegistrationContext): FormSubmission {
  if (submission?.type !== 'form.submit') throw new Error('A form was sent without its submit');
  return submission;
}

function cabinetSubmission({ submission }: RegistrationContext): CabinetSubmission {
  if (submission?.type !== 'cabinet.submit') throw new Error('The cabinet sent no application');
  return submission;
}

/**
 * The states of a step that sends something: `submit` (its submit event's transition) leads to
 * `sending`, made for where a lost connection leads: the first time, `offline`.
 */
function sendingStates<Submit extends object, Sending extends object>(
  submit: Submit,
  sending: (offline: string) => Sending,
) {
  return {
    editing: { on: submit },
    invalid: { on: submit },
    submitting: sending('offline'),
    offline: {
      tags: 'offline',
      invoke: { id: 'connectivity', src: 'connectivity' },
      on: { ...submit, 'connection.online': 'resending', retry: 'resending' },
    },
    resending: sending('#registration.networkFailed'),
  } as const;
}

/** A form step: `form.submit` for this step sends its payload with the `submitForm` actor. */
export function formState(form: FormStep) {
  const submit = {
    'form.submit': {
      guard: {
        type: 'submitsForm',
        params: ({ event }: { event: FormSubmission }) => ({ submitted: event.step, form }),
      },
      target: 'submitting',
      actions: {
        type: 'saveSubmission',
        params: ({ event }: { event: FormSubmission }) => ({ submission: event }),
      },
    },
  } as const;
  const sending = (offline: string) =>
    registrationSetup.createStateConfig({
      tags: 'busy',
      invoke: {
        id: 'submitForm',
        src: 'submitForm',
        input: ({ context }) => formSubmission(context),
        onDone: followAnswer,
        onError: submitFailed(offline),
      },
    });
  return registrationSetup.createStateConfig({
    meta: screenOf(form),
    initial: 'editing',
    states: sendingStates(submit, sending),
  });
}

/**
 * The cabinet (SPEC.md §7 POST /rest/cabinet): the application for an amount. What was typed
 * before is no longer needed once the applicant is here.
 */
export function cabinetState() {
  const submit = {
    'cabinet.submit': {
      target: 'submitting',
      actions: {
        type: 'saveSubmission',
        params: ({ event }: { event: CabinetSubmission }) => ({ submission: event }),
      },
    },
  } as const;
  const sending = (offline: string) =>
    registrationSetup.createStateConfig({
      tags: 'busy',
      invoke: {
        id: 'submitCabinet',
        src: 'submitCabinet',
        input: ({ context }) => cabinetSubmission(context),
        onDone: { target: 'submitted' },
        onError: submitFailed(offline),
      },
    });
  return registrationSetup.createStateConfig({
    meta: screenOf(STEP.personal_cabinet),
    entry: 'forgetDrafts',
    initial: 'editing',
    states: { ...sendingStates(submit, sending), submitted: { tags: 'submitted' } },
  });
}
