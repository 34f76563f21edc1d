/** The liveness provider's error names (SPEC.md §8). */
export const LIVENESS_ERROR_NAMES = [
  'CameraNotFoundError',
  'CameraNotAllowedError',
  'CameraAbortError',
  'CameraSecurityError',
  'CameraBrowserAppNeedsConstantCameraPermission',
  'CameraNotReadableError',
  'CameraOverconstrainedError',
  'NoWrapperError',
  'NotSupportedBrowserError',
  'ServerConnectionError',
  'SlowInternetError',
  'CameraStreamInterrupted',
  'ServerWorkError',
  'ServerAuthorizationError',
  'ClientWorkError',
] as const;

export type LivenessErrorName = (typeof LIVENESS_ERROR_NAMES)[number];

export function isLivenessErrorName(name: unknown): name is LivenessErrorName {
  return typeof name === 'string' && (LIVENESS_ERROR_NAMES as readonly string[]).includes(name);
}

/**
 * The provider reports an error name, or an Error whose name is one; anything else failed on
 * our side of the provider, which SPEC.md calls ClientWorkError.
 */
export function toLivenessErrorName(
  error: unknown,
  fallback: LivenessErrorName = 'ClientWorkError',
): LivenessErrorName {
  if (isLivenessErrorName(error)) return error;
  if (typeof error === 'object' && error !== null) {
    const { name, errorName } = error as { name?: unknown; errorName?: unknown };
    if (isLivenessErrorName(errorName)) return errorName;
    if (isLivenessErrorName(name)) return name;
  }
  return fallback;
}
