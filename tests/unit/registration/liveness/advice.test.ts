import { describe, expect, it } from 'vitest';
import { LIVENESS_ERROR_NAMES } from '../../../../machines/liveness';
import { detectDevice } from '../../../../src/platform/device';
import {
  adviceFor,
  cameraSettingsHelp,
  linksBadBrowser,
  LIVENESS_ADVICE,
} from '../../../../src/features/registration/liveness/advice';

describe('what the applicant is told after a liveness error', () => {
  it('has an answer for every liveness error name of SPEC.md §8', () => {
    expect(Object.keys(LIVENESS_ADVICE).sort()).toEqual([...LIVENESS_ERROR_NAMES].sort());
  });

  it('explains how to allow the camera when it was denied', () => {
    expect(adviceFor('CameraNotAllowedError')).toBe('cameraDenied');
  });

  it('tells apart no camera, a busy camera, a slow connection and no connection', () => {
    expect(adviceFor('CameraNotFoundError')).toBe('noCamera');
    expect(adviceFor('CameraNotReadableError')).toBe('cameraBusy');
    expect(adviceFor('SlowInternetError')).toBe('slowInternet');
    expect(adviceFor('ServerConnectionError')).toBe('noConnection');
  });

  it('links the other-browser instructions when the browser itself blocks the camera', () => {
    expect(linksBadBrowser(adviceFor('CameraBrowserAppNeedsConstantCameraPermission'))).toBe(true);
    expect(linksBadBrowser(adviceFor('CameraSecurityError'))).toBe(true);
    expect(linksBadBrowser(adviceFor('CameraNotFoundError'))).toBe(false);
  });
});

describe('the camera settings help follows device detection (SPEC.md §4)', () => {
  const ua = {
    iphone:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    android:
      'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    windows:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  };

  it('shows an iPhone only the Safari steps and an Android phone only the Chrome steps', () => {
    expect(cameraSettingsHelp(detectDevice({ userAgent: ua.iphone }))).toEqual(['iphoneSafari']);
    expect(cameraSettingsHelp(detectDevice({ userAgent: ua.android }))).toEqual(['androidChrome']);
  });

  it('shows both when the device is unknown or neither', () => {
    expect(cameraSettingsHelp(null)).toEqual(['androidChrome', 'iphoneSafari']);
    expect(cameraSettingsHelp(detectDevice({ userAgent: ua.windows }))).toEqual([
      'androidChrome',
      'iphoneSafari',
    ]);
  });
});
