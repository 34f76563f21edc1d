import { camelCaseStep, FORM_STEPS } from '../../contract';
import type { CamelCase, FormDraft, FormStep } from '../../contract';
import type { FormValues } from './context';

/** A draft update for one form: views send it on every change so nothing typed is lost. */
export type DraftChangeEvent = {
  [S in FormStep]: { type: 'draft.change'; step: S; values: FormDraft<S> };
}[FormStep];

/** The event each form's submit sends, with the payload its schema accepted: `${step}.submit`. */
export const FORM_SUBMIT = Object.fromEntries(
  FORM_STEPS.map((step) => [step, `${camelCaseStep(step)}.submit`]),
) as { readonly [S in FormStep]: `${CamelCase<S>}.submit` };

/**
 * The machine's actor that makes each form's call (FORM_ENDPOINTS), `submit${Step}`: `submitIin`,
 * `submitPersonalAndPassport`. The app provides one per form; tests and the studio name them.
 */
export const FORM_SUBMIT_ACTOR = Object.fromEntries(
  FORM_STEPS.map((step) => {
    const name = camelCaseStep(step);
    return [step, `submit${name.charAt(0).toUpperCase()}${name.slice(1)}`];
  }),
) as { readonly [S in FormStep]: `submit${Capitalize<CamelCase<S>>}` };

export type FormSubmitActor = (typeof FORM_SUBMIT_ACTOR)[FormStep];

export type FormSubmitEvent = {
  [S in FormStep]: { type: (typeof FORM_SUBMIT)[S]; values: FormValues[S] };
}[FormStep];

/** What the machine's `listen` action tells the `realtime` actor: the channel to subscribe to. */
export interface RealtimeListen {
  type: 'realtime.listen';
  channel: string | null;
}

/** What the `realtime` actor sends back to the machine. */
export type RealtimeEvent =
  /** A push; `sentAt` is the server's time of it (ms), null when unknown. */
  | { type: 'realtime.step'; step: string; sentAt: number | null }
  | { type: 'realtime.up' }
  | { type: 'realtime.down' };

export type RegistrationEvent =
  | FormSubmitEvent
  | DraftChangeEvent
  | RealtimeEvent
  /** The applicant turns the camera on for the selfie. */
  | { type: 'liveness.start' }
  /** The applicant stops the check while the camera runs. */
  | { type: 'liveness.cancel' }
  /** Another selfie: after a camera error, or after the server's liveness_failed. */
  | { type: 'liveness.retry' }
  | { type: 'signing.repeat' }
  | { type: 'cabinet.submit'; amount: number }
  /** The browser is online again (the `connectivity` actor). */
  | { type: 'connection.online' }
  /** After a network failure: try again now. */
  | { type: 'retry' }
  /** The applicant logs out: what they typed is forgotten. */
  | { type: 'logout' };
