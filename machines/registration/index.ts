/** The registration statechart: what src/ provides to it and reads from it. */
export { registrationMachine, registrationSetup } from './machine';
export type { RegistrationMachine, SigningRedirect, SigningRedirectInput } from './machine';
export type * from './context';
export type * from './events';
export type { Fatal } from '../../contract';
export { screenFor } from './screen';
export type { Screen, ScreenKind, ScreenMeta } from './screen';
export { STEPS, WAITING_STEPS, routeOf } from './steps';
export type { RegistrationRoute, StepName, StepRoute } from './steps';
export {
  cameraError,
  fatalError,
  isBooting,
  isBusy,
  isCameraOn,
  isHandoffOpen,
  isOffline,
  isSigningReady,
  isSubmitted,
} from './selectors';
export type { RegistrationTag } from './selectors';
