// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LivenessProvider } from '../../../contract';
import { BESTFRAME } from '../../support/bestframe';
import { workingCamera } from '../../support/camera';
import { login, useSandbox } from './support';

declare global {
  interface Window {
    LivenessProvider: LivenessProvider;
  }
}

const DISPLAY = { overlayTransparency: 0.55, hintFontMultiplier: 0.85 };
const PHONE = '77001234567';

const sandbox = useSandbox({ stepDelayMs: 60_000 }, { per: 'file' });
const { call } = sandbox;
let token: string;
let container: HTMLElement;

beforeAll(async () => {
  token = await login(call, PHONE);
  // The script as the browser gets it from GET /sandbox/liveness/provider.js.
  const script = await fetch(`${sandbox.url}/sandbox/liveness/provider.js`);
  new Function(await script.text())();
});

beforeEach(async () => {
  await call('POST', '/sandbox/control/jump', { body: { phone: PHONE, step: 'verigram' } });
  document.body.innerHTML = '<div id="camera"></div>';
  container = document.getElementById('camera')!;
  vi.restoreAllMocks();
});

const provider = () => window.LivenessProvider;

function cameraRejecting(name: string) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(() => Promise.reject(new DOMException('denied', name))) },
  });
}

/** A camera whose stream jsdom can "play": one video track and a canvas that encodes a JPEG. */
describe('the fake liveness provider script', () => {
  it('starts a session against the sandbox with the bearer token', async () => {
    const { sessionId } = await provider().startSession({ apiBase: sandbox.url, token });
    expect(sessionId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('names server failures with the liveness error names', async () => {
    await expect(
      provider().startSession({ apiBase: sandbox.url, token: 'wrong' }),
    ).rejects.toMatchObject({ name: 'ServerAuthorizationError' });
    await call('POST', '/sandbox/control/jump', { body: { phone: PHONE, step: 'iin' } });
    await expect(provider().startSession({ apiBase: sandbox.url, token })).rejects.toMatchObject({
      name: 'ClientWorkError',
    });
    await expect(
      provider().startSession({ apiBase: 'http://127.0.0.1:1', token }),
    ).rejects.toMatchObject({ name: 'ServerConnectionError' });
  });

  it('rejects with NotSupportedBrowserError without mediaDevices', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    await expect(
      provider().run({ sessionId: 's', container, display: DISPLAY }),
    ).rejects.toMatchObject({ name: 'NotSupportedBrowserError' });
  });

  it.each([
    ['NotAllowedError', 'CameraNotAllowedError'],
    ['NotFoundError', 'CameraNotFoundError'],
    ['NotReadableError', 'CameraNotReadableError'],
    ['OverconstrainedError', 'CameraOverconstrainedError'],
    ['SecurityError', 'CameraSecurityError'],
    ['AbortError', 'CameraAbortError'],
  ])('maps the camera error %s to %s and turns the ring red', async (domName, livenessName) => {
    cameraRejecting(domName);
    await expect(
      provider().run({ sessionId: 's', container, display: DISPLAY }),
    ).rejects.toMatchObject({ name: livenessName });
    expect(container.querySelector('[data-ring]')?.getAttribute('data-ring')).toBe('failure');
    expect(container.querySelector('[data-ring]')?.getAttribute('stroke')).toBe('#d93025');
  });

  it('captures one frame, reports it, turns the ring green, and never records video', async () => {
    const { getUserMedia, track } = workingCamera(BESTFRAME);
    const recorder = vi.fn();
    Object.defineProperty(window, 'MediaRecorder', { configurable: true, value: recorder });
    const hints: string[] = [];
    const { sessionId } = await provider().startSession({ apiBase: sandbox.url, token });

    const running = provider().run({
      sessionId,
      container,
      display: DISPLAY,
      lang: 'kk',
      onHint: (hint) => hints.push(hint),
    });
    expect(container.querySelector('[data-ring]')?.getAttribute('data-ring')).toBe('capturing');
    expect(container.querySelector('[fill-opacity]')?.getAttribute('fill-opacity')).toBe('0.55');
    // The provider's 1.25rem hint at the display's 0.85 multiplier.
    expect(container.querySelector<HTMLElement>('[role="status"]')?.style.font).toContain(
      '1.0625rem',
    );

    await expect(running).resolves.toEqual({ bestframe: BESTFRAME });
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });
    expect(hints).toEqual(['look_at_camera', 'hold_still', 'processing', 'done']);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Дайын');
    expect(container.querySelector('[data-ring]')?.getAttribute('stroke')).toBe('#1f9d55');
    expect(track.stop).toHaveBeenCalled();
    expect(recorder).not.toHaveBeenCalled();
    const state = await call('GET', `/sandbox/control/applicant?phone=${PHONE}`);
    expect(state.data).toMatchObject({ step_name: 'waiting_liveness_results' });

    provider().stop();
    expect(container.children).toHaveLength(0);
  });
});
