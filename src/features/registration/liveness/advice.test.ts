import { describe, expect, it } from 'vitest';
import { LIVENESS_ERROR_NAMES } from '../../../../machines/liveness';
import { adviceFor, linksBadBrowser, LIVENESS_ADVICE, sendsToBadBrowser } from './advice';

describe('what the applicant is told after a liveness error', () => {
  it('has an answer for every liveness error name of SPEC.md §8', () => {
    expect(Object.keys(LIVENESS_ADVICE).sort()).toEqual([...LIVENESS_ERROR_NAMES].sort());
  });

  it('sends only the unsupported browser to /badbrowser', () => {
    expect(LIVENESS_ERROR_NAMES.filter(sendsToBadBrowser)).toEqual(['NotSupportedBrowserError']);
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
