import * as v from 'valibot';
import { required, ruleMessage } from './messages';

/** Error names a liveness provider rejects with (SPEC.md §8). */
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

/** An Error whose name is a liveness error name: what every provider rejects with. */
export function livenessError(name: LivenessErrorName, message?: string): Error {
  const error = new Error(message ?? name);
  error.name = name;
  return error;
}

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

/** The liveness error a provider names a refused getUserMedia with; unknown ones: not readable. */
export function cameraErrorName(error: unknown): LivenessErrorName {
  const name = (error as { name?: unknown } | null)?.name;
  return (typeof name === 'string' && CAMERA_ERRORS[name]) || 'CameraNotReadableError';
}

/** `context.error` codes that show the low-similarity screen (SPEC.md §8). */
export const LOW_SIMILARITY_ERRORS = [
  'coiderrortype_low_similarity',
  'coiderrortype_iin_not_found',
  'coiderrortype_user_too_young',
] as const;

/** `context.error` codes that show the 'we are already fixing it' screen (SPEC.md §8). */
export const ALREADY_FIXING_ERRORS = [
  'coiderrortype_data_rejected',
  'coiderrortype_coid_server_error',
  'request_is_rejected_by_user',
  'bad_request',
  'redirect_uri_is_not_valid',
  'no_faces_found',
] as const;

export type IdentificationError =
  (typeof LOW_SIMILARITY_ERRORS)[number] | (typeof ALREADY_FIXING_ERRORS)[number];

export type IdentificationScreen = 'lowSimilarity' | 'alreadyFixing';

/**
 * Which liveness-error screen a context.error code shows. Codes outside both lists (or none)
 * show 'we are already fixing it': it asks nothing of the applicant that could be wrong.
 */
export function identificationScreen(code: string | null | undefined): IdentificationScreen {
  return (LOW_SIMILARITY_ERRORS as readonly string[]).includes(code ?? '')
    ? 'lowSimilarity'
    : 'alreadyFixing';
}

/** POST {apiBase}/sandbox/liveness/session (bearer) answer. */
export const livenessSessionResponseSchema = v.object({ session_id: v.string() });

/** A JPEG as plain base64 (no data: prefix): JPEG data starts FF D8 FF, base64 `/9j/`. */
export const bestframeSchema = v.pipe(
  v.string(required),
  v.regex(
    /^\/9j\/[A-Za-z0-9+/]*={0,2}$/,
    ruleMessage(/*i18n*/ { id: 'rule.liveness.frame', message: 'Кадр должен быть JPEG в base64' }),
  ),
);

/** POST {apiBase}/sandbox/liveness/result (bearer): what the provider reports. */
export const livenessResultPayloadSchema = v.object(
  {
    session_id: v.pipe(v.string(required), v.nonEmpty(required)),
    bestframe: bestframeSchema,
  },
  required,
);

export type LivenessResultPayload = v.InferInput<typeof livenessResultPayloadSchema>;

/** What the provider may tell the page while it runs, so the page can announce it. */
export const LIVENESS_HINTS = ['look_at_camera', 'hold_still', 'processing', 'done'] as const;
export type LivenessHint = (typeof LIVENESS_HINTS)[number];

/** SPEC.md §9 display settings. */
export interface LivenessDisplay {
  /** Opacity of the dark area around the oval, 0..1 (0.55). */
  overlayTransparency: number;
  /** Multiplier of the hint's font size (0.85). */
  hintFontMultiplier: number;
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

/**
 * `window.LivenessProvider`, defined by the provider script (the sandbox's fake one:
 * GET /sandbox/liveness/provider.js). `run` rejects with an Error whose `name` is one of
 * LIVENESS_ERROR_NAMES.
 */
export interface LivenessProvider {
  startSession(options: { apiBase: string; token: string }): Promise<{ sessionId: string }>;
  run(options: {
    sessionId: string;
    container: HTMLElement;
    display: LivenessDisplay;
    lang?: 'ru' | 'kk';
    onHint?: (hint: LivenessHint) => void;
  }): Promise<{ bestframe: string }>;
  stop(): void;
}
