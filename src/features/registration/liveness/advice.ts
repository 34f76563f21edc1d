import type { LivenessErrorName } from '../../../../machines/liveness';
import type { DeviceInfo } from '../../../platform/device';

/**
 * What the photo screen tells the applicant after a camera or provider error: one advice per
 * cause (several error names share one when the applicant's remedy is the same). Every advice
 * but the unsupported browser offers a retry (`liveness.retry`); for the unsupported browser the
 * registration machine shows /badbrowser instead, which explains how to switch browsers.
 */
export type LivenessAdviceKind =
  | 'cameraDenied'
  | 'cameraBlocked'
  | 'inAppBrowser'
  | 'noCamera'
  | 'cameraBusy'
  | 'cameraUnsuitable'
  | 'cameraInterrupted'
  | 'cameraStopped'
  | 'pageNotReady'
  | 'noConnection'
  | 'slowInternet'
  | 'serviceDown'
  | 'sessionRefused'
  | 'somethingWrong'
  | 'unsupportedBrowser';

export const LIVENESS_ADVICE: Record<LivenessErrorName, LivenessAdviceKind> = {
  CameraNotAllowedError: 'cameraDenied',
  CameraSecurityError: 'cameraBlocked',
  CameraBrowserAppNeedsConstantCameraPermission: 'inAppBrowser',
  CameraNotFoundError: 'noCamera',
  CameraNotReadableError: 'cameraBusy',
  CameraOverconstrainedError: 'cameraUnsuitable',
  CameraStreamInterrupted: 'cameraInterrupted',
  CameraAbortError: 'cameraStopped',
  NoWrapperError: 'pageNotReady',
  ServerConnectionError: 'noConnection',
  SlowInternetError: 'slowInternet',
  ServerWorkError: 'serviceDown',
  ServerAuthorizationError: 'sessionRefused',
  ClientWorkError: 'somethingWrong',
  NotSupportedBrowserError: 'unsupportedBrowser',
};

export function adviceFor(errorName: LivenessErrorName): LivenessAdviceKind {
  return LIVENESS_ADVICE[errorName];
}

/** Advice that points to another browser also links the /badbrowser instructions. */
export function linksBadBrowser(kind: LivenessAdviceKind): boolean {
  return kind === 'cameraBlocked' || kind === 'inAppBrowser';
}

export type CameraSettingsHelp = 'androidChrome' | 'iphoneSafari';

/**
 * Which "allow the camera" instructions a denied camera shows: the ones for the applicant's own
 * phone (device detection, SPEC.md §4), both when the device is not known yet or is neither.
 */
export function cameraSettingsHelp(device: DeviceInfo | null): CameraSettingsHelp[] {
  if (device?.isIos) return ['iphoneSafari'];
  if (device?.isAndroid) return ['androidChrome'];
  return ['androidChrome', 'iphoneSafari'];
}
