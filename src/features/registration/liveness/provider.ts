import type { LivenessProvider } from '../../../../contract';

export type { LivenessDisplay, LivenessHint, LivenessProvider } from '../../../../contract';
export { LIVENESS_DISPLAY, RING_COLOURS, livenessError } from '../../../../contract';

/**
 * The one provider interface is the external script's own (`window.LivenessProvider` of the API
 * contract): startSession → run on a container → stop. The script and the in-app mock both
 * implement it, so the screen never knows which one runs.
 */
export type LivenessProviderMode = 'script' | 'mock';

export interface SelectedProvider {
  mode: LivenessProviderMode;
  provider: LivenessProvider;
}
