import { describe, expect, test } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { LIVENESS_ERROR_NAMES, toLivenessErrorName } from '../../../contract';
import { livenessMachine } from '../../../machines/liveness/machine';
import { Fakes } from '../../model/harness';

function startLiveness() {
  const fakes = new Fakes();
  const actor = createActor(
    livenessMachine.provide({
      actors: {
        cameraFrame: fakes.promise(),
        startSession: fakes.promise(),
        runProvider: fakes.callback(),
        renewSession: fakes.promise(),
      },
      delays: { outcomePause: 0 },
    }),
  );
  actor.start();
  return { actor, fakes, done: toPromise(actor) };
}

/** The photo screen has shown its frame: the session starts. */
function frameShown(fakes: Fakes) {
  fakes.resolve('cameraFrame', undefined);
}

async function reached(
  actor: ReturnType<typeof startLiveness>['actor'],
  state: 'startingSession' | 'running' | 'renewing',
) {
  await new Promise<void>((resolve) => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches(state)) {
        subscription.unsubscribe();
        resolve();
      }
    });
  });
}

async function sessionStarted(fakes: Fakes, actor: ReturnType<typeof startLiveness>['actor']) {
  frameShown(fakes);
  await reached(actor, 'startingSession');
  fakes.resolve('startSession', { sessionId: 'abc' });
  await new Promise<void>((resolve) => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('running')) {
        subscription.unsubscribe();
        resolve();
      }
    });
  });
}

describe('liveness', () => {
  test('camera → capturing → success, with the session and the best frame', async () => {
    const { actor, fakes, done } = startLiveness();
    await sessionStarted(fakes, actor);
    expect(fakes.inputOf('runProvider')).toEqual({ sessionId: 'abc' });
    expect(actor.getSnapshot().matches({ running: 'camera' })).toBe(true);
    fakes.sendBack('runProvider', { type: 'provider.cameraReady' });
    expect(actor.getSnapshot().matches({ running: 'capturing' })).toBe(true);
    fakes.sendBack('runProvider', { type: 'provider.succeeded', bestFrame: 'frame' });
    await expect(done).resolves.toEqual({ kind: 'success', sessionId: 'abc', bestFrame: 'frame' });
    expect(fakes.running()).toEqual([]);
  });

  test('a provider error ends with its name', async () => {
    const { actor, fakes, done } = startLiveness();
    await sessionStarted(fakes, actor);
    fakes.sendBack('runProvider', { type: 'provider.failed', errorName: 'CameraNotAllowedError' });
    await expect(done).resolves.toEqual({ kind: 'error', errorName: 'CameraNotAllowedError' });
  });

  test('the server moving on before the photo is sent stops the camera', async () => {
    const { actor, fakes, done } = startLiveness();
    await sessionStarted(fakes, actor);
    fakes.sendBack('runProvider', { type: 'provider.cameraReady' });
    actor.send({ type: 'server.moved' });
    await expect(done).resolves.toEqual({ kind: 'moved' });
    expect(fakes.running()).toEqual([]);
  });

  test('once the photo is on its way the server moving on waits for the ring', async () => {
    const { actor, fakes, done } = startLiveness();
    await sessionStarted(fakes, actor);
    fakes.sendBack('runProvider', { type: 'provider.cameraReady' });
    fakes.sendBack('runProvider', { type: 'provider.reporting' });
    actor.send({ type: 'server.moved' });
    expect(fakes.running()).toEqual(['runProvider']);
    fakes.sendBack('runProvider', { type: 'provider.succeeded', bestFrame: 'frame' });
    actor.send({ type: 'server.moved' });
    expect(actor.getSnapshot().value).toBe('outcome');
    await expect(done).resolves.toEqual({ kind: 'success', sessionId: 'abc', bestFrame: 'frame' });
  });

  test('nothing starts before the photo screen shows its frame', () => {
    const { actor, fakes } = startLiveness();
    expect(actor.getSnapshot().value).toBe('awaitingFrame');
    expect(fakes.running()).toEqual(['cameraFrame']);
  });

  test('no session means the provider server was not reached', async () => {
    const { actor, fakes, done } = startLiveness();
    frameShown(fakes);
    await reached(actor, 'startingSession');
    fakes.fail('startSession', new Error('fetch failed'));
    await expect(done).resolves.toEqual({ kind: 'error', errorName: 'ServerConnectionError' });
  });

  test('a provider that crashes is a ClientWorkError unless it names its error', async () => {
    const crashed = startLiveness();
    await sessionStarted(crashed.fakes, crashed.actor);
    crashed.fakes.fail('runProvider', new TypeError('undefined is not a function'));
    await expect(crashed.done).resolves.toEqual({ kind: 'error', errorName: 'ClientWorkError' });

    const named = startLiveness();
    await sessionStarted(named.fakes, named.actor);
    named.fakes.fail('runProvider', { name: 'CameraStreamInterrupted' });
    await expect(named.done).resolves.toEqual({
      kind: 'error',
      errorName: 'CameraStreamInterrupted',
    });
  });

  // SPEC.md §4 token flow: an authentication error renews the session once, else signs out.
  test('a refused token renews the session and starts again when the token flow can', async () => {
    const { actor, fakes, done } = startLiveness();
    await sessionStarted(fakes, actor);
    fakes.sendBack('runProvider', {
      type: 'provider.failed',
      errorName: 'ServerAuthorizationError',
    });
    expect(fakes.inputOf('renewSession')).toEqual({ renewed: false });
    fakes.resolve('renewSession', 'retry');
    await reached(actor, 'startingSession');
    fakes.resolve('startSession', { sessionId: 'second' });
    await reached(actor, 'running');
    fakes.sendBack('runProvider', { type: 'provider.succeeded', bestFrame: 'again' });
    await expect(done).resolves.toEqual({
      kind: 'success',
      sessionId: 'second',
      bestFrame: 'again',
    });
  });

  test('a refused token the token flow cannot renew signs the applicant out', async () => {
    const { actor, fakes, done } = startLiveness();
    frameShown(fakes);
    await reached(actor, 'startingSession');
    fakes.fail('startSession', { name: 'ServerAuthorizationError' });
    await reached(actor, 'renewing');
    fakes.resolve('renewSession', 'signedOut');
    await expect(done).resolves.toEqual({ kind: 'signedOut' });
  });

  // SPEC §8, word for word.
  const SPEC_NAMES =
    'CameraNotFoundError, CameraNotAllowedError, CameraAbortError, CameraSecurityError, CameraBrowserAppNeedsConstantCameraPermission, CameraNotReadableError, CameraOverconstrainedError, NoWrapperError, NotSupportedBrowserError, ServerConnectionError, SlowInternetError, CameraStreamInterrupted, ServerWorkError, ServerAuthorizationError, ClientWorkError'.split(
      ', ',
    );

  test.each(SPEC_NAMES)('reads the provider error %s of SPEC §8 by its own name', (name) => {
    expect(toLivenessErrorName(name)).toBe(name);
    expect(toLivenessErrorName(Object.assign(new Error('camera'), { name }))).toBe(name);
  });

  test('knows exactly the fifteen names of SPEC §8', () => {
    expect(SPEC_NAMES).toHaveLength(15);
    expect([...LIVENESS_ERROR_NAMES].sort()).toEqual([...SPEC_NAMES].sort());
  });

  test('reads a name SPEC §8 does not list as ClientWorkError', () => {
    expect(toLivenessErrorName('Whatever')).toBe('ClientWorkError');
    expect(toLivenessErrorName(new TypeError('x'))).toBe('ClientWorkError');
  });
});
