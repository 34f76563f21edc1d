/** Login status, the login flow and the token flow of SPEC.md §4. */
export { isLoggedIn, sessionMachine, sessionSetup } from './machine';
export type {
  AuthenticateRequest,
  Authenticated,
  LoginNotice,
  SavedSession,
  SessionContext,
  SessionEvent,
  SessionInput,
  SessionMachine,
  SignDocumentsRequest,
  SignedDocuments,
  SmsCodeRequest,
  SmsCodeSent,
} from './machine';
export { AuthorizationRequiredError, createTokenFlow } from './token-flow';
export type {
  AuthErrorOutcome,
  AuthFailure,
  RefreshedTokens,
  TokenFlow,
  TokenFlowOptions,
  TokenStore,
} from './token-flow';
export { canResendCode, isCheckingCode, isSendingCode, loginStep } from './selectors';
export type { LoginStep, SessionTag } from './selectors';
