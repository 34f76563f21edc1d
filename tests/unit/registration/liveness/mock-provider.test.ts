// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCamera, workingCamera } from '../../../support/camera';
import {
  mockProvider,
  type MockOutcome,
} from '../../../../src/features/registration/liveness/mock-provider';
import type { LivenessHint } from '../../../../src/features/registration/liveness/provider';
import {
  LIVENESS_DISPLAY,
  RING_COLOURS,
} from '../../../../src/features/registration/liveness/provider';

let container: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = '<div id="camera"></div>';
  container = document.getElementById('camera')!;
});

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
});

function runMock(outcome: MockOutcome = 'success') {
  const hints: LivenessHint[] = [];
  const provider = mockProvider({ outcome, hintText: (hint) => `hint:${hint}`, captureDelayMs: 0 });
  const result = provider.run({
    sessionId: 'mock-1',
    container,
    display: LIVENESS_DISPLAY,
    onHint: (hint) => hints.push(hint),
  });
  return { provider, result, hints };
}

const ring = () => container.querySelector('ellipse[data-ring]');

/** The colour word SPEC §9 uses for a ring's #rrggbb stroke, by its hue. */
function colourWord(hex: string | null | undefined): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex!.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const span = max - Math.min(r, g, b);
  if (span < 0.2) return 'grey';
  const hue =
    max === r
      ? (60 * ((g - b) / span) + 360) % 360
      : max === g
        ? 60 * ((b - r) / span) + 120
        : 60 * ((r - g) / span) + 240;
  if (hue < 20 || hue >= 340) return 'red';
  if (hue >= 40 && hue < 70) return 'yellow';
  if (hue >= 90 && hue < 170) return 'green';
  return `hue ${Math.round(hue)}`;
}

describe('the in-app mock provider', () => {
  it('previews the front camera in the oval, takes one frame and turns the ring green', async () => {
    const { getUserMedia, track } = workingCamera();
    const { result, hints } = runMock();

    await expect(result).resolves.toEqual({ bestframe: '/9j/AA' });
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });
    expect(hints).toEqual(['look_at_camera', 'hold_still', 'processing', 'done']);
    expect(ring()?.getAttribute('stroke')).toBe(RING_COLOURS.success);
    expect(colourWord(ring()?.getAttribute('stroke'))).toBe('green');
    expect(container.querySelector('rect[mask]')?.getAttribute('fill-opacity')).toBe('0.55');
    expect(container.querySelector('p')?.textContent).toBe('hint:done');
    // The hint's font: 1.25rem × 0.85.
    expect(container.querySelector('p')?.getAttribute('style')).toContain('1.0625rem');
    // The camera is off once the frame is taken.
    expect(track.stop).toHaveBeenCalled();
  });

  it('ends with the configured error name and a red ring', async () => {
    workingCamera();
    const { result } = runMock('CameraStreamInterrupted');
    await expect(result).rejects.toMatchObject({ name: 'CameraStreamInterrupted' });
    expect(ring()?.getAttribute('stroke')).toBe(RING_COLOURS.failure);
    expect(colourWord(ring()?.getAttribute('stroke'))).toBe('red');
  });

  it('rings yellow while capturing, green on success, red on failure (SPEC §9)', () => {
    expect(colourWord(RING_COLOURS.capturing)).toBe('yellow');
    expect(colourWord(RING_COLOURS.success)).toBe('green');
    expect(colourWord(RING_COLOURS.failure)).toBe('red');
  });

  it("names the browser's camera refusal the way the provider does", async () => {
    setCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await expect(runMock().result).rejects.toMatchObject({ name: 'CameraNotAllowedError' });
    setCamera(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    await expect(runMock().result).rejects.toMatchObject({ name: 'CameraNotFoundError' });
  });

  it('reports a browser without getUserMedia as NotSupportedBrowserError', async () => {
    await expect(runMock().result).rejects.toMatchObject({ name: 'NotSupportedBrowserError' });
  });

  it('fails server-side outcomes when the session starts, before any camera', async () => {
    const provider = mockProvider({ outcome: 'ServerWorkError', hintText: String });
    await expect(provider.startSession({ apiBase: '', token: 't' })).rejects.toMatchObject({
      name: 'ServerWorkError',
    });
    const working = mockProvider({ outcome: 'CameraNotFoundError', hintText: String });
    await expect(working.startSession({ apiBase: '', token: 't' })).resolves.toEqual({
      sessionId: expect.stringMatching(/^mock-/),
    });
  });

  it('stops with CameraAbortError and takes its view away', async () => {
    setCamera(() => new Promise(() => undefined));
    const { provider, result } = runMock();
    expect(container.children).toHaveLength(1);
    provider.stop();
    await expect(result).rejects.toMatchObject({ name: 'CameraAbortError' });
    expect(container.children).toHaveLength(0);
  });

  it('changes the ring colour without a transition when reduced motion is asked for', () => {
    setCamera(() => new Promise(() => undefined));
    const reduce = (matches: boolean) =>
      Object.defineProperty(window, 'matchMedia', {
        configurable: true,
        value: (query: string) => ({ matches: matches && query.includes('reduce') }),
      });

    reduce(false);
    const moving = runMock();
    expect((ring() as SVGElement).style.transition).not.toBe('');
    moving.provider.stop();
    moving.result.catch(() => undefined);

    reduce(true);
    const still = runMock();
    expect((ring() as SVGElement).style.transition).toBe('');
    still.provider.stop();
    still.result.catch(() => undefined);
  });
});
