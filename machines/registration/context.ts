import type { LivenessErrorName } from '../../contract';
import type { FieldErrors } from '../../contract';
import type { Fatal } from './errors';
import type { StepName } from './steps';

/**
 * The step response of GET /rest/registration/step and of every registration POST/PUT, in the
 * wire shape of the API contract (contract/ validates it before an actor resolves).
 */
export interface StepResponse {
  step_name: string;
  socket_channel: string;
  uuid: string;
  context: { error?: string | null };
}

/** Form values as the views hold them (camelCase, the keys server errors are mapped onto). */
export interface IinValues {
  iin: string;
  isResidentRk: boolean;
  isIpdl: boolean;
}

export interface PersonalValues {
  firstName: string;
  lastName: string;
  middleName: string;
  email: string;
}

export interface PassportValues {
  /** YYYY-MM-DD */
  birthday: string;
  birthplace: string;
  /** 9 digits */
  idNumber: string;
  issuer: string;
  /** YYYY-MM-DD */
  periodValidity: string;
  sex: 'male' | 'female';
  /** YYYY-MM-DD, the date of issue */
  when: string;
  countryId: number;
}

export type PersonalAndPassportValues = PersonalValues & PassportValues;

export interface FormValues {
  iin: IinValues;
  personal: PersonalValues;
  passport: PassportValues;
  personal_and_passport: PersonalAndPassportValues;
}

export type FormStep = keyof FormValues;

export type Drafts = { [S in FormStep]?: Partial<FormValues[S]> };

/** The query the signing page sends the browser back with. */
export interface SigningReturn {
  session: string;
  result: 'signed' | 'declined';
}

export interface RegistrationInput {
  /** Present when the app was loaded by the signing page's return (?signing=…&session=…). */
  signingReturn?: SigningReturn | null;
  /** Drafts the views persisted elsewhere (session storage), restored on a reload. */
  drafts?: Drafts;
}

export interface RegistrationContext {
  /** The step the server last named (or the applicant's own move); null while booting. */
  step: string | null;
  /** The step response's context; null when the step came from a push, which carries none. */
  stepContext: { error: string | null } | null;
  socketChannel: string | null;
  uuid: string | null;
  /** The step the applicant left by their own request; a push naming it is stale. */
  retreatedFrom: StepName | null;
  /**
   * Realtime connection while waiting: decides the poll cadence. 'failed': the subscription
   * itself broke; polling carries the wait alone until the flow leaves the waiting states.
   */
  realtime: 'up' | 'down' | 'failed';
  drafts: Drafts;
  /** Server validation errors of the last submission, camelCase keys. */
  fieldErrors: FieldErrors;
  /** A camera/provider error on the photo screen. */
  livenessError: LivenessErrorName | null;
  signingReturn: SigningReturn | null;
  fatal: Fatal | null;
}

export function initialContext(input: RegistrationInput | undefined): RegistrationContext {
  return {
    step: null,
    stepContext: null,
    socketChannel: null,
    uuid: null,
    retreatedFrom: null,
    realtime: 'down',
    drafts: input?.drafts ?? {},
    fieldErrors: {},
    livenessError: null,
    signingReturn: input?.signingReturn ?? null,
    fatal: null,
  };
}
