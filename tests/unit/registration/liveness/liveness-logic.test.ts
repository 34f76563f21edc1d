import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createTokenFlow, type TokenStore } from '../../../../machines/session';
import { createCameraBridge } from '../../../../src/features/registration/liveness/camera-bridge';
import { livenessLogic } from '../../../../src/features/registration/liveness/liveness-logic';
import type {
  LivenessHint,
  LivenessProvider,
} from '../../../../src/features/registration/liveness/provider';
import { livenessError } from '../../../../src/features/registration/liveness/provider';
import { memoryTokenStore } from '../../../../src/features/registration/runtime/token-store';

// The selfie check of SPEC.md §7 (a liveness session with the provider) as the photo screen
// runs it: the provider's session with the bearer token, the camera in the screen's frame, the
// outcome; and SPEC.md §4's token flow when the provider refuses the token.

const frame = {} as HTMLElement;
const HINTS: LivenessHint[] = ['look_at_camera', 'hold_still', 'processing', 'done'];

type Run = () => Promise<{ bestframe: string }>;

/** A provider that answers each session as the test says, recording the tokens it was given. */
function fakeProvider(runs: Run[], session?: () => Promise<{ sessionId: string }>) {
  const tokens: string[] = [];
  let run = 0;
  const provider = {
    startSession: vi.fn(async ({ token }: { token: string }) => {
      tokens.push(token);
      return session ? session() : { sessionId: `session-${tokens.length}` };
    }),
    run: vi.fn(async ({ onHint }: Parameters<LivenessProvider['run']>[0]) => {
      HINTS.forEach((hint) => onHint?.(hint));
      return (runs[run++] ?? runs.at(-1)!)();
    }),
    stop: vi.fn(),
  } satisfies LivenessProvider;
  return { tokens, provider };
}

function start(
  fake: ReturnType<typeof fakeProvider>,
  store: TokenStore,
  refresh?: () => Promise<{ accessToken: string; refreshToken: string }>,
) {
  const onLoggedOut = vi.fn();
  const camera = createCameraBridge();
  const hints: LivenessHint[] = [];
  camera.subscribe(() => {
    const { hint } = camera.view();
    if (hint && hints.at(-1) !== hint) hints.push(hint);
  });
  camera.attach(frame);
  const tokenFlow = createTokenFlow({ store, onLoggedOut, ...(refresh ? { refresh } : {}) });
  const logic = livenessLogic({
    camera,
    provider: () => fake.provider,
    tokenFlow,
    apiBase: 'http://api',
    lang: () => 'kk',
  }).provide({ delays: { outcomePause: 0 } });
  const actor = createActor(logic);
  actor.start();
  return { actor, camera, hints, onLoggedOut, done: toPromise(actor) };
}

const ok =
  (bestframe: string): Run =>
  () =>
    Promise.resolve({ bestframe });
const fails =
  (error: unknown): Run =>
  () =>
    Promise.reject(error);

describe('the selfie check', () => {
  it('opens a session with the bearer token, runs the camera in the frame and ends with the best frame', async () => {
    const fake = fakeProvider([ok('/9j/AA')]);
    const { done, camera, hints } = start(fake, memoryTokenStore({ session: 'bearer-1' }));
    await expect(done).resolves.toEqual({
      kind: 'success',
      sessionId: 'session-1',
      bestFrame: '/9j/AA',
    });
    expect(fake.provider.startSession).toHaveBeenCalledWith({
      apiBase: 'http://api',
      token: 'bearer-1',
    });
    expect(fake.provider.run).toHaveBeenCalledWith(
      expect.objectContaining({
        sessionId: 'session-1',
        container: frame,
        lang: 'kk',
        // SPEC.md §9 liveness display.
        display: { overlayTransparency: 0.55, hintFontMultiplier: 0.85 },
      }),
    );
    expect(hints).toEqual(HINTS);
    expect(camera.view().settled).toBe(true);
  });

  it('ends with the error name the provider rejects with, and an unnamed one as ClientWorkError', async () => {
    const named = start(
      fakeProvider([fails(livenessError('CameraNotAllowedError'))]),
      memoryTokenStore({ session: 'bearer-1' }),
    );
    await expect(named.done).resolves.toEqual({
      kind: 'error',
      errorName: 'CameraNotAllowedError',
    });
    const unnamed = start(
      fakeProvider([fails(new TypeError('boom'))]),
      memoryTokenStore({ session: 'bearer-1' }),
    );
    await expect(unnamed.done).resolves.toEqual({ kind: 'error', errorName: 'ClientWorkError' });
  });

  it('calls a session that could not start ServerConnectionError unless the provider named it', async () => {
    const unnamed = fakeProvider([ok('x')], () => Promise.reject(new TypeError('fetch failed')));
    await expect(start(unnamed, memoryTokenStore({ session: 'b' })).done).resolves.toEqual({
      kind: 'error',
      errorName: 'ServerConnectionError',
    });
    const named = fakeProvider([ok('x')], () => Promise.reject(livenessError('ServerWorkError')));
    await expect(start(named, memoryTokenStore({ session: 'b' })).done).resolves.toEqual({
      kind: 'error',
      errorName: 'ServerWorkError',
    });
    expect(named.provider.run).not.toHaveBeenCalled();
  });

  it('with no provider given, ends as a script that defines none would: NoWrapperError', async () => {
    const camera = createCameraBridge();
    camera.attach(frame);
    const tokenFlow = createTokenFlow({
      store: memoryTokenStore({ session: 'bearer-1' }),
      onLoggedOut: () => {},
    });
    const logic = livenessLogic({ camera, tokenFlow, lang: () => 'ru' });
    const actor = createActor(logic.provide({ delays: { outcomePause: 0 } }));
    actor.start();
    await expect(toPromise(actor)).resolves.toEqual({
      kind: 'error',
      errorName: 'NoWrapperError',
    });
  });

  it('on a refused token with no refresh token: both tokens deleted, logged out, signed out', async () => {
    const fake = fakeProvider([fails(livenessError('ServerAuthorizationError'))]);
    const store = memoryTokenStore({ session: 'expired' });
    const { done, onLoggedOut } = start(fake, store);
    await expect(done).resolves.toEqual({ kind: 'signedOut' });
    expect(store.getSession()).toBeNull();
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
  });

  it('with no session token at all: no session is started, the applicant is signed out', async () => {
    const fake = fakeProvider([ok('x')]);
    const { done } = start(fake, memoryTokenStore({}));
    await expect(done).resolves.toEqual({ kind: 'signedOut' });
    expect(fake.provider.startSession).not.toHaveBeenCalled();
  });

  it('on a refused token with a refresh token: the refresh is asked once; the stub rejects', async () => {
    const fake = fakeProvider([fails(livenessError('ServerAuthorizationError'))]);
    const store = memoryTokenStore({ session: 'expired', refresh: 'refresh-1' });
    const { done, onLoggedOut } = start(fake, store);
    await expect(done).resolves.toEqual({ kind: 'signedOut' });
    expect(store.getRefresh()).toBeNull();
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
  });

  it('with a refresh that works, the session starts again with the new token', async () => {
    const fake = fakeProvider([fails(livenessError('ServerAuthorizationError')), ok('/9j/BB')]);
    const store = memoryTokenStore({ session: 'expired', refresh: 'refresh-1' });
    const { done } = start(fake, store, async () => ({
      accessToken: 'fresh',
      refreshToken: 'refresh-2',
    }));
    await expect(done).resolves.toMatchObject({ kind: 'success', bestFrame: '/9j/BB' });
    expect(fake.tokens).toEqual(['expired', 'fresh']);
  });

  it('turns the camera off when the check is left before its outcome', async () => {
    const fake = fakeProvider([() => new Promise(() => undefined)]);
    const { actor } = start(fake, memoryTokenStore({ session: 'bearer-1' }));
    await vi.waitFor(() => expect(fake.provider.run).toHaveBeenCalled());
    actor.stop();
    expect(fake.provider.stop).toHaveBeenCalled();
  });
});
