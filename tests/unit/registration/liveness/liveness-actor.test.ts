import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createTokenFlow, type TokenStore } from '../../../../machines/session';
import { memoryTokenStore } from '../../../../src/features/registration/runtime/token-store';
import { createCameraBridge } from '../../../../src/features/registration/liveness/camera-bridge';
import { livenessActor } from '../../../../src/features/registration/liveness/liveness-actor';
import type { LivenessProvider } from '../../../../src/features/registration/liveness/provider';
import { livenessError } from '../../../../src/features/registration/liveness/provider';

const frame = {} as HTMLElement;

/** A provider that answers each session as the test says, recording the tokens it was given. */
function provider(results: Array<() => Promise<{ bestframe: string }>>) {
  const tokens: string[] = [];
  let run = 0;
  return {
    tokens,
    provider: {
      startSession: vi.fn(async ({ token }: { token: string }) => {
        tokens.push(token);
        return { sessionId: `session-${tokens.length}` };
      }),
      run: vi.fn((_options: Parameters<LivenessProvider['run']>[0]) =>
        (results[run++] ?? results.at(-1)!)(),
      ),
      stop: vi.fn(),
    } satisfies LivenessProvider,
  };
}

function start(
  fake: ReturnType<typeof provider>,
  store: TokenStore,
  refresh?: () => Promise<{ accessToken: string; refreshToken: string }>,
) {
  const onLoggedOut = vi.fn();
  const camera = createCameraBridge();
  camera.attach(frame);
  const tokenFlow = createTokenFlow({ store, onLoggedOut, ...(refresh ? { refresh } : {}) });
  const actor = createActor(
    livenessActor({
      camera,
      provider: () => fake.provider,
      tokenFlow,
      apiBase: '',
      lang: () => 'ru',
      outcomePauseMs: 0,
    }),
  );
  actor.start();
  return { actor, camera, onLoggedOut, done: toPromise(actor) };
}

describe('the liveness actor', () => {
  it('runs a session in the frame the screen lends, with the bearer token, to its outcome', async () => {
    const fake = provider([async () => ({ bestframe: '/9j/AA' })]);
    const { done, camera } = start(fake, memoryTokenStore({ session: 'bearer-1' }));
    await expect(done).resolves.toEqual({
      kind: 'success',
      sessionId: 'session-1',
      bestFrame: '/9j/AA',
    });
    expect(fake.tokens).toEqual(['bearer-1']);
    expect(fake.provider.run.mock.calls[0]![0].container).toBe(frame);
    expect(camera.view().settled).toBe(true);
  });

  it('ends with a camera error as an outcome', async () => {
    const fake = provider([() => Promise.reject(livenessError('CameraNotAllowedError'))]);
    const { done } = start(fake, memoryTokenStore({ session: 'bearer-1' }));
    await expect(done).resolves.toEqual({ kind: 'error', errorName: 'CameraNotAllowedError' });
  });

  it('on a refused token (401) with no refresh token: both tokens deleted, logged out, a 401', async () => {
    const fake = provider([() => Promise.reject(livenessError('ServerAuthorizationError'))]);
    const store = memoryTokenStore({ session: 'expired' });
    const { done, onLoggedOut } = start(fake, store);
    await expect(done).rejects.toMatchObject({ kind: 'auth', statusCode: 401 });
    expect(store.getSession()).toBeNull();
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
  });

  it('on a refused token with a refresh token: the refresh is asked once; the stub rejects', async () => {
    const fake = provider([() => Promise.reject(livenessError('ServerAuthorizationError'))]);
    const store = memoryTokenStore({ session: 'expired', refresh: 'refresh-1' });
    const { done, onLoggedOut } = start(fake, store);
    await expect(done).rejects.toMatchObject({ kind: 'auth' });
    expect(store.getRefresh()).toBeNull();
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
  });

  it('with a refresh that works, the session starts again with the new token', async () => {
    const fake = provider([
      () => Promise.reject(livenessError('ServerAuthorizationError')),
      async () => ({ bestframe: '/9j/BB' }),
    ]);
    const store = memoryTokenStore({ session: 'expired', refresh: 'refresh-1' });
    const { done } = start(fake, store, async () => ({
      accessToken: 'fresh',
      refreshToken: 'refresh-2',
    }));
    await expect(done).resolves.toMatchObject({ kind: 'success', bestFrame: '/9j/BB' });
    expect(fake.tokens).toEqual(['expired', 'fresh']);
  });

  it('stops the provider when the machine leaves the camera', async () => {
    const fake = provider([() => new Promise(() => undefined)]);
    const { actor } = start(fake, memoryTokenStore({ session: 'bearer-1' }));
    await vi.waitFor(() => expect(fake.provider.run).toHaveBeenCalled());
    actor.stop();
    expect(fake.provider.stop).toHaveBeenCalled();
  });
});
