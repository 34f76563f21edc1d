/** The liveness photo: provider session, camera, capture, result. */
export { livenessMachine, livenessSetup } from './machine';
export type {
  LivenessContext,
  LivenessEvent,
  LivenessMachine,
  LivenessOutput,
  LivenessSession,
  ProviderEvent,
  Renewal,
} from './machine';
export { LIVENESS_ERROR_NAMES, isLivenessErrorName, toLivenessErrorName } from '../../contract';
export type { LivenessErrorName } from '../../contract';
