import type { LivenessErrorName } from '../../contract';
import type { RegistrationContext } from './context';
import type { Fatal } from './errors';

/**
 * The tags of the registration machine's states: what views may ask of a snapshot besides its
 * screen (screen.ts). Views read these selectors, never state names, so the chart can be
 * reshaped without touching them.
 * - booting: the server has not said where the applicant is yet;
 * - busy: a request the applicant started is in flight (a submit, the signing repeat);
 * - submitted: the cabinet's application went through;
 * - cameraFailed: the liveness camera or provider failed; the error name is in context;
 * - signingReady: the signing documents are ready, the signing page is being opened;
 * - fatal: the flow cannot go on; the error page shows context.fatal.
 */
export type RegistrationTag =
  'booting' | 'busy' | 'submitted' | 'cameraFailed' | 'signingReady' | 'fatal';

interface Tagged {
  hasTag(tag: RegistrationTag): boolean;
  context: RegistrationContext;
}

export const isBooting = (snapshot: Tagged): boolean => snapshot.hasTag('booting');
export const isBusy = (snapshot: Tagged): boolean => snapshot.hasTag('busy');
export const isSubmitted = (snapshot: Tagged): boolean => snapshot.hasTag('submitted');
export const isSigningReady = (snapshot: Tagged): boolean => snapshot.hasTag('signingReady');

export const cameraError = (snapshot: Tagged): LivenessErrorName | null =>
  snapshot.hasTag('cameraFailed') ? snapshot.context.livenessError : null;

export const fatalError = (snapshot: Tagged): Fatal | null =>
  snapshot.hasTag('fatal') ? snapshot.context.fatal : null;
