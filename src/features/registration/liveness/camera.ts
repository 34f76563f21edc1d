import type { LivenessErrorName } from '../../../../machines/liveness';
import { livenessError } from './provider';

/** getUserMedia's DOMException names (old Chrome names too) → the liveness error names. */
const CAMERA_ERRORS: Record<string, LivenessErrorName> = {
  NotAllowedError: 'CameraNotAllowedError',
  PermissionDeniedError: 'CameraNotAllowedError',
  NotFoundError: 'CameraNotFoundError',
  DevicesNotFoundError: 'CameraNotFoundError',
  NotReadableError: 'CameraNotReadableError',
  TrackStartError: 'CameraNotReadableError',
  OverconstrainedError: 'CameraOverconstrainedError',
  ConstraintNotSatisfiedError: 'CameraOverconstrainedError',
  SecurityError: 'CameraSecurityError',
  AbortError: 'CameraAbortError',
};

export function cameraErrorName(error: unknown): LivenessErrorName {
  const name = (error as { name?: unknown } | null)?.name;
  return (typeof name === 'string' && CAMERA_ERRORS[name]) || 'CameraNotReadableError';
}

/**
 * The front camera as a preview stream: video only, no audio, and nothing ever records it
 * (SPEC.md §9: no video recording; one still frame is taken from the preview).
 */
export async function openFrontCamera(): Promise<MediaStream> {
  if (typeof navigator.mediaDevices?.getUserMedia !== 'function') {
    throw livenessError('NotSupportedBrowserError', 'This browser cannot use the camera');
  }
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'user' },
      audio: false,
    });
  } catch (error) {
    throw livenessError(cameraErrorName(error), (error as Error | null)?.message);
  }
}

export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}
