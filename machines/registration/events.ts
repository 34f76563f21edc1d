import type { LivenessErrorName } from '../../contract';
import type {
  FormStep,
  FormValues,
  IinValues,
  PassportValues,
  PersonalAndPassportValues,
  PersonalValues,
  SigningReturn,
} from './context';

/** A draft update for one form: views send it on every change so nothing typed is lost. */
export type DraftChangeEvent = {
  [S in FormStep]: { type: 'draft.change'; step: S; values: Partial<FormValues[S]> };
}[FormStep];

/** What the `realtime` actor sends back to the machine. */
export type RealtimeEvent =
  { type: 'realtime.step'; step: string } | { type: 'realtime.up' } | { type: 'realtime.down' };

export type RegistrationEvent =
  | { type: 'iin.submit'; values: IinValues }
  | { type: 'personal.submit'; values: PersonalValues }
  | { type: 'passport.submit'; values: PassportValues }
  | { type: 'personalAndPassport.submit'; values: PersonalAndPassportValues }
  | DraftChangeEvent
  | RealtimeEvent
  /** The provider has the photo; the server now has the result. */
  | { type: 'liveness.succeeded' }
  /** A client-side camera/provider error: stay on the photo screen. */
  | { type: 'liveness.failed'; errorName: LivenessErrorName }
  | { type: 'liveness.retry' }
  | ({ type: 'signing.returned' } & SigningReturn)
  | { type: 'signing.repeat' }
  | { type: 'cabinet.submit'; amount: number }
  /** After a network failure: ask the server again where the applicant is. */
  | { type: 'retry' };
