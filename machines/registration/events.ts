import type { FormDraft, FormStep } from '../../contract';
import type { CabinetSubmission, FormSubmission } from './context';

/** A draft update for one form: views send it on every change so nothing typed is lost. */
export interface DraftChangeEvent {
  type: 'draft.change';
  step: FormStep;
  values: FormDraft;
}

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
  /** A form is sent (the `submitForm` actor makes its call): the step and its payload. */
  | FormSubmission
  | CabinetSubmission
  | DraftChangeEvent
  | RealtimeEvent
  /** The applicant turns the camera on for the selfie. */
  | { type: 'liveness.start' }
  /** The applicant stops the check while the camera runs. */
  | { type: 'liveness.cancel' }
  /** Another selfie: after a camera error, or after the server's liveness_failed. */
  | { type: 'liveness.retry' }
  /** The applicant asks to take the selfie on another device (their phone). */
  | { type: 'handoff.open' }
  /** The applicant takes the selfie on this device after all. */
  | { type: 'handoff.close' }
  | { type: 'signing.repeat' }
  /** The browser is online again (the `connectivity` actor). */
  | { type: 'connection.online' }
  /** After a network failure: try again now. */
  | { type: 'retry' }
  /** The applicant logs out: what they typed is forgotten. */
  | { type: 'logout' };
