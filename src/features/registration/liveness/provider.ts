import type { LivenessDisplay, LivenessProvider } from '../../../../contract';

export type { LivenessDisplay, LivenessHint, LivenessProvider } from '../../../../contract';

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

/** SPEC.md §9: the dark area around the oval and the hint's size. */
export const LIVENESS_DISPLAY: LivenessDisplay = {
  overlayTransparency: 0.55,
  hintFontMultiplier: 0.85,
};

/** SPEC.md §9 ring colours: yellow while capturing, green on success, red on failure. */
export const RING_COLOURS = {
  capturing: '#f5c400',
  success: '#1f9d55',
  failure: '#d93025',
} as const;

export type RingState = keyof typeof RING_COLOURS;

/** An Error whose name is a liveness error name: what every provider rejects with. */
export function livenessError(name: string, message?: string): Error {
  const error = new Error(message ?? name);
  error.name = name;
  return error;
}
