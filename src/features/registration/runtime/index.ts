/** The registration statechart wired into the app: actors on the real API, hooks for the views. */
export {
  RegistrationProvider,
  useCamera,
  useLoggedIn,
  useLogout,
  useRegistrationQueries,
  useRegistrationRuntime,
  useRegistrationSelector,
  useRegistrationSend,
  useReportRefusedFields,
  useScreen,
  useSessionSelector,
  useSessionSend,
} from './context';
export { createRegistrationRuntime } from './runtime';
export type {
  RegistrationActor,
  RegistrationRuntime,
  RegistrationRuntimeOptions,
  RegistrationSnapshot,
  RuntimeLocation,
  SessionActor,
  SessionSnapshot,
} from './types';
export type { RegistrationQueries } from './queries';
export { realtimeActor, realtimeOptions } from './realtime';
export type { RealtimeConnector, RealtimeEndpoint } from './realtime';
export { cookieTokenStore, memoryTokenStore } from './token-store';
export type { DraftStorage } from './drafts';
export { signingReturnFrom } from './signing-return';
export type { RegistrationEvent, Screen } from '../../../../machines/registration';
export type { SessionEvent } from '../../../../machines/session';
