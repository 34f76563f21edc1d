// The browser's camera as jsdom can play it, for the liveness providers' tests.
import { vi } from 'vitest';

/** navigator.mediaDevices with a getUserMedia that answers as `getUserMedia` does. */
export function setCamera(getUserMedia: () => Promise<unknown>) {
  const spy = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: spy },
  });
  return spy;
}

/**
 * A camera jsdom can "play": one video track, a video that loads, and a canvas that encodes
 * `frame` (base64 JPEG) as the picture taken.
 */
export function workingCamera(frame = '/9j/AA') {
  const track = { stop: vi.fn(), addEventListener: vi.fn() };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] };
  const getUserMedia = setCamera(() => Promise.resolve(stream));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    queueMicrotask(() => this.dispatchEvent(new Event('loadeddata')));
    return Promise.resolve();
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(
    `data:image/jpeg;base64,${frame}`,
  );
  return { getUserMedia, track };
}
