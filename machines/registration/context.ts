import type {
  FieldErrors,
  FormDraft,
  FormPayload,
  FormStep,
  LivenessErrorName,
} from '../../contract';
import type { Fatal } from '../../contract';

/**
 * The step response of GET /rest/registration/step and of every registration POST/PUT, in the
 * wire shape of the API contract (contract/ validates it before an actor resolves), with the
 * server's time of the answer (its Date header, ms) when the transport could read it: that
 * time is what makes the answer a "fresh read" a late push can be compared with.
 */
export interface StepResponse {
  step_name: string;
  socket_channel: string;
  uuid: string;
  context: { error?: string | null };
  answeredAt?: number | null;
}

/**
 * What each form submits: the payload of its call, as the contract's schema produced it (the
 * views check the form with that schema and send its output, so what is checked is sent).
 */
export type FormValues = { [S in FormStep]: FormPayload<S> };

export type { FormStep };

/** What the applicant has typed into each form, under the payload's own names. */
export type Drafts = { [S in FormStep]?: FormDraft };

/** The query the signing page sends the browser back with. */
export interface SigningReturn {
  session: string;
  result: 'signed' | 'declined';
}

export interface RegistrationInput {
  /** Present when the app was loaded by the signing page's return (?signing=…&session=…). */
  signingReturn?: SigningReturn | null;
  /** The applicant's drafts kept by the app (per phone), restored on a reload or a new login. */
  drafts?: Drafts;
  /**
   * What device detection says (SPEC.md §3 device info isDesktop): a computer's photo screen
   * opens with the offer to take the selfie on a phone.
   */
  isDesktop?: boolean;
}

/** What the cabinet sends: the amount the applicant applies for, in tenge. */
export interface CabinetValues {
  amount: number;
}

/**
 * A form's submit: the step and its payload as the form's schema accepted it (events.ts
 * `form.submit`). The view that sends it checked `values` with `step`'s schema.
 */
export interface FormSubmission {
  type: 'form.submit';
  step: FormStep;
  values: FormPayload<FormStep>;
}

/** The cabinet's application (events.ts `cabinet.submit`). */
export interface CabinetSubmission extends CabinetValues {
  type: 'cabinet.submit';
}

/** The submit in flight (or waiting for the connection to come back): the event that sent it. */
export type Submission = FormSubmission | CabinetSubmission;

export interface RegistrationContext {
  /** The step the server last named (or the applicant's own move); null while booting. */
  step: string | null;
  /** The step response's context; null when the step came from a push, which carries none. */
  stepContext: { error: string | null } | null;
  socketChannel: string | null;
  uuid: string | null;
  /**
   * The server's time (ms) of the last fresh read (a step answer to a request of this tab); a
   * push the server sent before it is out of order and ignored. null: no time known yet.
   */
  freshAt: number | null;
  /**
   * Realtime connection while waiting: decides the poll cadence. 'failed': the subscription
   * itself broke; polling carries the wait alone until the flow leaves the waiting states.
   */
  realtime: 'up' | 'down' | 'failed';
  drafts: Drafts;
  /** What the last submit sent: sent again once when the connection comes back. */
  submission: Submission | null;
  /** Server validation errors of the last submission, camelCase keys. */
  fieldErrors: FieldErrors;
  /** A camera/provider error on the photo screen. */
  livenessError: LivenessErrorName | null;
  signingReturn: SigningReturn | null;
  fatal: Fatal | null;
  /** The flow runs on a computer (RegistrationInput.isDesktop). */
  isDesktop: boolean;
}

export function initialContext(input: RegistrationInput | undefined): RegistrationContext {
  return {
    step: null,
    stepContext: null,
    socketChannel: null,
    uuid: null,
    freshAt: null,
    realtime: 'down',
    drafts: input?.drafts ?? {},
    submission: null,
    fieldErrors: {},
    livenessError: null,
    signingReturn: input?.signingReturn ?? null,
    fatal: null,
    isDesktop: input?.isDesktop ?? false,
  };
}
