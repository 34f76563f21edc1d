/** Login status, the login flow and the token flow of SPEC.md §4. */
export { isLoggedIn, sessionMachine } from './machine';
export { sessionSetup } from './setup';
// What the session starts with, keeps and hears, and the login's calls.
export type * from './context';
export type { SessionMachine } from './machine';
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
