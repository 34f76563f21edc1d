import type { FailureKind, FieldErrors, Fatal } from '../../contract';
import type { Drafts, SigningReturn } from '../registration/context';

// What the session machine (machine.ts) starts with, keeps and hears, and the calls of the
// login it makes (SPEC.md §3, §7).

/** What the app starts the session with, read from the browser. */
export interface SessionInput {
  /** A session token cookie exists. */
  hasSessionToken: boolean;
  /** What the login of that session left in the browser (it outlives reloads and tabs). */
  saved?: SavedSession | null;
  /**
   * The signing page's return this page was loaded with (?signing=…&session=…): the first
   * registration flow of the page starts with it, no later one.
   */
  signingReturn?: SigningReturn | null;
  /** What this browser kept of the forms a phone filled in (default: nothing). */
  draftsOf?: (phone: string | null) => Drafts;
  /** SPEC.md §3 device info isDesktop: handed to every registration flow (RegistrationInput). */
  isDesktop?: boolean;
}

/**
 * The session's own facts, kept with it by the app: whose session it is, and the contract id
 * of the documents signed at login, which POST /rest/cabinet must carry (SPEC.md §3, §7).
 */
export interface SavedSession {
  /** '7XXXXXXXXXX' */
  phone: string;
  potentialContractId: number | null;
}

/** Why the applicant is on the login screen, when it is not their own choice. */
export type LoginNotice = 'sessionExpired';

export interface SmsCodeRequest {
  /** '7XXXXXXXXXX' */
  phone: string;
  documentIds: number[];
}

export interface SmsCodeSent {
  /** Seconds until another code may be requested. */
  resendAfter: number;
}

export interface SignDocumentsRequest extends SmsCodeRequest {
  smsCode: string;
}

export interface SignedDocuments {
  potentialContractId: number;
  documentToken: string;
}

export interface AuthenticateRequest {
  phone: string;
  documentToken: string;
}

export interface Authenticated {
  bearerToken: string;
}

export interface SessionContext {
  hasSessionToken: boolean;
  phone: string | null;
  documentIds: number[];
  smsCode: string | null;
  /** Seconds left before the code can be sent again. */
  secondsLeft: number;
  /** A code was sent for this phone: sending again is a resend, asked from the code screen. */
  codeSent: boolean;
  potentialContractId: number | null;
  documentToken: string | null;
  fieldErrors: FieldErrors;
  /** The last failure that was not a field error (network, server): its kind is what shows. */
  error: { kind: Exclude<FailureKind, 'validation'> } | null;
  /** A failure nobody can fix by typing (5xx, an answer off its schema): the error page. */
  fatal: Fatal | null;
  /** Shown on the login screen: the session ended by an authentication failure. */
  notice: LoginNotice | null;
  /** The signing page's return, until the first registration flow has started with it. */
  signingReturn: SigningReturn | null;
  /** Where a new registration flow finds what the phone typed before. */
  draftsOf: (phone: string | null) => Drafts;
  /** The page runs on a computer (SessionInput.isDesktop). */
  isDesktop: boolean;
}

export type SessionEvent =
  | { type: 'phone.submit'; phone: string; documentIds: number[] }
  | { type: 'phone.change' }
  | { type: 'code.submit'; smsCode: string }
  | { type: 'code.resend' }
  | { type: 'logout' }
  /** The token flow gave up: both tokens are gone. */
  | { type: 'auth.failed' }
  /** SPEC.md §2 clear-login: /login entered from another page starts at the phone form. */
  | { type: 'login.clear' };
