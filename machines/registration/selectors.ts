import type { LivenessErrorName } from '../../contract';
import type { RegistrationContext } from './context';
import type { Fatal } from '../../contract';

/**
 * The tags of the registration machine's states: what views may ask of a snapshot besides its
 * screen (screen.ts). Views read these selectors, never state names, so the chart can be
 * reshaped without touching them.
 * - booting: the server has not said where the applicant is yet;
 * - busy: a request the applicant started is in flight (a submit, the signing repeat);
 * - offline: a submit found no connection; its values wait and go again once it is back;
 * - submitted: the cabinet's application went through;
 * - selfieTips: the photo screen's advice before the camera is turned on;
 * - camera: the liveness check runs (the camera view shows);
 * - cameraFailed: the liveness camera or provider failed; the error name is in context;
 * - handoff: the offer to take the selfie on another device (the phone) is open, and the flow
 *   follows the server's step there;
 * - signingReady: the signing documents are ready, the signing page is being opened;
 * - fatal: the flow cannot go on; the error page shows context.fatal.
 */
export type RegistrationTag =
  | 'booting'
  | 'busy'
  | 'offline'
  | 'submitted'
  | 'selfieTips'
  | 'camera'
  | 'cameraFailed'
  | 'handoff'
  | 'signingReady'
  | 'fatal';

interface Tagged {
  hasTag(tag: RegistrationTag): boolean;
  context: RegistrationContext;
}

export const isBooting = (snapshot: Tagged): boolean => snapshot.hasTag('booting');
export const isBusy = (snapshot: Tagged): boolean => snapshot.hasTag('busy');
export const isSubmitted = (snapshot: Tagged): boolean => snapshot.hasTag('submitted');
export const isOffline = (snapshot: Tagged): boolean => snapshot.hasTag('offline');
export const isCameraOn = (snapshot: Tagged): boolean => snapshot.hasTag('camera');
export const isHandoffOpen = (snapshot: Tagged): boolean => snapshot.hasTag('handoff');
export const isSigningReady = (snapshot: Tagged): boolean => snapshot.hasTag('signingReady');

export const cameraError = (snapshot: Tagged): LivenessErrorName | null =>
  snapshot.hasTag('cameraFailed') ? snapshot.context.livenessError : null;

export const fatalError = (snapshot: Tagged): Fatal | null =>
  snapshot.hasTag('fatal') ? snapshot.context.fatal : null;
