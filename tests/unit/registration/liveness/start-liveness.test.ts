import { describe, expect, it, vi } from 'vitest';
import type {
  LivenessHint,
  LivenessProvider,
} from '../../../../src/features/registration/liveness/provider';
import { livenessError } from '../../../../src/features/registration/liveness/provider';
import { startLiveness } from '../../../../src/features/registration/liveness/start-liveness';

const container = {} as HTMLElement;

/** A provider whose run ends the way the test says, after the hints it is given. */
function fakeProvider({
  session = () => Promise.resolve({ sessionId: 'session-1' }),
  hints = ['look_at_camera', 'hold_still', 'processing', 'done'] as LivenessHint[],
  result = () => Promise.resolve({ bestframe: '/9j/AAAA' }),
}: {
  session?: () => Promise<{ sessionId: string }>;
  hints?: LivenessHint[];
  result?: () => Promise<{ bestframe: string }>;
} = {}) {
  const provider = {
    startSession: vi.fn(session),
    run: vi.fn(async ({ onHint }: Parameters<LivenessProvider['run']>[0]) => {
      hints.forEach((hint) => onHint?.(hint));
      return result();
    }),
    stop: vi.fn(),
  } satisfies LivenessProvider;
  return provider;
}

const options = (extra: Partial<Parameters<typeof startLiveness>[2]> = {}) => ({
  apiBase: 'http://api',
  token: () => Promise.resolve('bearer-1'),
  lang: 'kk' as const,
  ...extra,
});

describe('starting a liveness check', () => {
  it('opens a session with the bearer token, runs the camera and ends with the best frame', async () => {
    const provider = fakeProvider();
    const hints: LivenessHint[] = [];
    const run = startLiveness(provider, container, options({ onHint: (h) => hints.push(h) }));

    await expect(run.outcome).resolves.toEqual({
      kind: 'success',
      sessionId: 'session-1',
      bestFrame: '/9j/AAAA',
    });
    expect(provider.startSession).toHaveBeenCalledWith({
      apiBase: 'http://api',
      token: 'bearer-1',
    });
    expect(provider.run).toHaveBeenCalledWith(
      expect.objectContaining({
        sessionId: 'session-1',
        container,
        lang: 'kk',
        display: { overlayTransparency: 0.55, hintFontMultiplier: 0.85 },
      }),
    );
    expect(hints).toEqual(['look_at_camera', 'hold_still', 'processing', 'done']);
    // The view stays until the screen moves on, so the green ring is seen.
    expect(provider.stop).not.toHaveBeenCalled();
  });

  it('ends with the error name the provider rejects with', async () => {
    const provider = fakeProvider({
      result: () => Promise.reject(livenessError('CameraNotAllowedError')),
    });
    const run = startLiveness(provider, container, options());
    await expect(run.outcome).resolves.toEqual({
      kind: 'error',
      errorName: 'CameraNotAllowedError',
    });
  });

  it('calls an unnamed failure of the run ClientWorkError', async () => {
    const provider = fakeProvider({ result: () => Promise.reject(new TypeError('boom')) });
    const run = startLiveness(provider, container, options());
    await expect(run.outcome).resolves.toEqual({ kind: 'error', errorName: 'ClientWorkError' });
  });

  it('calls a session that could not start ServerConnectionError unless the provider named it', async () => {
    const unnamed = fakeProvider({ session: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(startLiveness(unnamed, container, options()).outcome).resolves.toEqual({
      kind: 'error',
      errorName: 'ServerConnectionError',
    });
    const named = fakeProvider({
      session: () => Promise.reject(livenessError('ServerWorkError')),
    });
    await expect(startLiveness(named, container, options()).outcome).resolves.toEqual({
      kind: 'error',
      errorName: 'ServerWorkError',
    });
    expect(named.run).not.toHaveBeenCalled();
  });

  it('reports a missing session token as ServerAuthorizationError', async () => {
    const provider = fakeProvider();
    const run = startLiveness(
      provider,
      container,
      options({ token: () => Promise.reject(new Error('Необходима авторизация')) }),
    );
    await expect(run.outcome).resolves.toEqual({
      kind: 'error',
      errorName: 'ServerAuthorizationError',
    });
    expect(provider.startSession).not.toHaveBeenCalled();
  });

  it('tears the provider down when the screen goes away', async () => {
    const provider = fakeProvider({ hints: [], result: () => new Promise(() => undefined) });
    const run = startLiveness(provider, container, options());
    await vi.waitFor(() => expect(provider.run).toHaveBeenCalled());
    run.stop();
    expect(provider.stop).toHaveBeenCalled();
  });
});
