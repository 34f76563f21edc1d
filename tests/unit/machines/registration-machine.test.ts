import { describe, expect, test } from 'vitest';
import { LIVENESS_ERROR_NAMES } from '../../../contract';
import type { RegistrationContext } from '../../../machines/registration/context';
import { SAMPLE_VALUES } from '../../../contract';
import { screenFor } from '../../../machines/registration/screen';
import { STEPS } from '../../../machines/registration/steps';
import { startRegistration } from './support';
import { IDENTIFICATION_ERRORS } from '../../support/identification-errors';
import { UNKNOWN_STEP } from '../../support/spec';

const contextOf = (snapshot: { context: unknown }) => snapshot.context as RegistrationContext;

describe('booting', () => {
  test('shows no screen until the server has named the step', () => {
    const { actor, fakes } = startRegistration();
    expect(screenFor(actor.getSnapshot())).toEqual({ route: null, kind: 'booting' });
    expect(fakes.running()).toEqual(['fetchStep', 'realtime']);
  });

  test.each(STEPS.filter((entry) => entry.step !== 'liveness_failed'))(
    'step $step lands on $route',
    async ({ step, route }) => {
      const { actor, boot } = startRegistration();
      await boot(step);
      expect(screenFor(actor.getSnapshot())).toMatchObject({ route, step });
    },
  );

  test('an unknown step_name is the fatal error page, not a blank screen', async () => {
    const { actor, boot } = startRegistration();
    await boot(UNKNOWN_STEP);
    expect(actor.getSnapshot().value).toBe('fatal');
    expect(contextOf(actor.getSnapshot()).fatal).toEqual({
      statusCode: 500,
      message: `Unknown registration step: ${UNKNOWN_STEP}`,
    });
    expect(screenFor(actor.getSnapshot())).toEqual({ route: null, kind: 'fatal' });
  });

  test('a 503 on boot shows the technical works page (fatal with its status code)', async () => {
    const { actor, fail } = startRegistration();
    await fail('fetchStep', {
      kind: 'unavailable',
      statusCode: 503,
      message: 'Service Unavailable',
    });
    expect(contextOf(actor.getSnapshot()).fatal).toEqual({
      statusCode: 503,
      message: 'Service Unavailable',
    });
  });

  test('a lost session is the /login screen', async () => {
    const { actor, fail } = startRegistration();
    await fail('fetchStep', { kind: 'auth' });
    expect(screenFor(actor.getSnapshot()).route).toBe('/login');
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('forms', () => {
  test('a 422 keeps the typed values and shows the errors under camelCase keys', async () => {
    const { actor, fakes, boot, fail, answer } = startRegistration();
    await boot('personal');
    actor.send({ type: 'draft.change', step: 'personal', values: { first_name: 'Айгерим' } });
    actor.send({ type: 'form.submit', step: 'personal', values: SAMPLE_VALUES.personal });
    expect(fakes.inputOf('submitForm')).toMatchObject({
      step: 'personal',
      values: SAMPLE_VALUES.personal,
    });

    await fail('submitForm', {
      kind: 'validation',
      fieldErrors: { first_name: ['Обязательное поле'], email: ['Неверный адрес'] },
    });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ personal: 'invalid' })).toBe(true);
    expect(contextOf(snapshot).fieldErrors).toEqual({
      firstName: ['Обязательное поле'],
      email: ['Неверный адрес'],
    });
    expect(contextOf(snapshot).drafts.personal).toEqual(SAMPLE_VALUES.personal);
    expect(screenFor(snapshot).route).toBe('/register/personal');

    const corrected = { ...SAMPLE_VALUES.personal, email: 'right@example.kz' };
    actor.send({ type: 'form.submit', step: 'personal', values: corrected });
    expect(contextOf(actor.getSnapshot()).fieldErrors).toEqual({});
    await answer('submitForm', 'passport');
    expect(screenFor(actor.getSnapshot()).route).toBe('/register/passport');
    expect(contextOf(actor.getSnapshot()).drafts.personal).toEqual(corrected);
  });

  test('a submit without connection waits on the form and is sent again once online', async () => {
    const { actor, fakes, boot, fail, answer } = startRegistration();
    await boot('passport');
    actor.send({ type: 'form.submit', step: 'passport', values: SAMPLE_VALUES.passport });
    await fail('submitForm', { kind: 'network' });
    expect(screenFor(actor.getSnapshot()).route).toBe('/register/passport');
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    expect(fakes.running()).toEqual(['connectivity', 'realtime']);

    fakes.sendBack('connectivity', { type: 'connection.online' });
    expect(fakes.inputOf('submitForm')).toMatchObject({
      step: 'passport',
      values: SAMPLE_VALUES.passport,
    });
    await answer('submitForm', 'verigram');
    expect(screenFor(actor.getSnapshot()).route).toBe('/register/photo');
  });

  test('a second failure of the resent submit offers a retry that asks the server', async () => {
    const { actor, fakes, boot, fail, answer } = startRegistration();
    await boot('passport');
    actor.send({ type: 'form.submit', step: 'passport', values: SAMPLE_VALUES.passport });
    await fail('submitForm', { kind: 'network' });
    actor.send({ type: 'retry' });
    await fail('submitForm', { kind: 'network' });
    expect(screenFor(actor.getSnapshot())).toEqual({ route: null, kind: 'networkFailed' });

    actor.send({ type: 'retry' });
    expect(fakes.running()).toEqual(['fetchStep', 'realtime']);
    await answer('fetchStep', 'passport');
    expect(actor.getSnapshot().matches({ passport: 'editing' })).toBe(true);
    expect(contextOf(actor.getSnapshot()).drafts.passport).toEqual(SAMPLE_VALUES.passport);
  });

  test('a 409 (the server has left this step) asks the server where the applicant is', async () => {
    const { actor, fakes, boot, fail, answer } = startRegistration();
    await boot('passport');
    actor.send({ type: 'form.submit', step: 'passport', values: SAMPLE_VALUES.passport });
    await fail('submitForm', { kind: 'fatal', statusCode: 409, message: 'step' });
    expect(fakes.running()).toEqual(['fetchStep', 'realtime']);
    await answer('fetchStep', 'personal');
    expect(screenFor(actor.getSnapshot()).route).toBe('/register/personal');
    expect(contextOf(actor.getSnapshot()).fatal).toBeNull();
  });

  // Issue 13: a call with no answer in time has a screen of its own, never an endless spinner.
  test.each(['fetchStep', 'submitForm'] as const)(
    'a timeout of %s offers a retry that asks the server again; drafts survive',
    async (actorId) => {
      const { actor, fakes, boot, fail, answer } = startRegistration();
      await boot('passport');
      actor.send({ type: 'form.submit', step: 'passport', values: SAMPLE_VALUES.passport });
      if (actorId === 'fetchStep') {
        await fail('submitForm', { kind: 'fatal', statusCode: 409, message: 'step' });
      }
      await fail(actorId, { kind: 'timeout' });
      expect(screenFor(actor.getSnapshot())).toEqual({ route: null, kind: 'timedOut' });
      expect(fakes.running()).toEqual(['realtime']);

      actor.send({ type: 'retry' });
      expect(fakes.running()).toEqual(['fetchStep', 'realtime']);
      await answer('fetchStep', 'passport');
      expect(screenFor(actor.getSnapshot()).route).toBe('/register/passport');
      expect(contextOf(actor.getSnapshot()).drafts.passport).toEqual(SAMPLE_VALUES.passport);
    },
  );

  test("the 500 page's retry asks the server for the step again; drafts survive", async () => {
    const { actor, boot, fail, answer } = startRegistration();
    await boot('passport');
    actor.send({ type: 'form.submit', step: 'passport', values: SAMPLE_VALUES.passport });
    await fail('submitForm', { kind: 'fatal', statusCode: 500, message: 'Server Error' });
    expect(screenFor(actor.getSnapshot()).kind).toBe('fatal');

    actor.send({ type: 'retry' });
    expect(contextOf(actor.getSnapshot()).fatal).toBeNull();
    await answer('fetchStep', 'passport');
    expect(screenFor(actor.getSnapshot()).route).toBe('/register/passport');
    expect(contextOf(actor.getSnapshot()).drafts.passport).toEqual(SAMPLE_VALUES.passport);
  });

  test('drafts given at start (restored after a reload) are kept', () => {
    const { actor } = startRegistration({ drafts: { iin: { iin: '900101' } } });
    expect(contextOf(actor.getSnapshot()).drafts).toEqual({ iin: { iin: '900101' } });
  });
});

describe('realtime and polling', () => {
  test('tells the step subscription the channel the server names', async () => {
    const { fakes, boot } = startRegistration();
    await boot('personal');
    expect(fakes.running()).toEqual(['realtime']);
    expect(fakes.actions).toContainEqual({
      type: 'listen',
      params: { channel: 'private-registration.model' },
    });
  });

  test('polls every pollInterval while realtime is down, slower while it is up', async () => {
    const { actor, fakes, clock, boot, answer } = startRegistration();
    await boot('client_creating');

    clock.increment(3999);
    expect(fakes.running()).toEqual(['realtime']);
    clock.increment(1);
    expect(fakes.running()).toEqual(['poll', 'realtime']);
    await answer('poll', 'client_creating');
    expect(fakes.running()).toEqual(['realtime']);

    // Up: the step is read at once (what was pushed before the attach is not replayed), then
    // every quietPollInterval.
    fakes.sendBack('realtime', { type: 'realtime.up' });
    expect(fakes.running()).toEqual(['poll', 'realtime']);
    await answer('poll', 'client_creating');
    clock.increment(4000);
    expect(fakes.running()).toEqual(['realtime']);
    clock.increment(4000);
    expect(fakes.running()).toEqual(['poll', 'realtime']);
    await answer('poll', 'client_creating');

    fakes.sendBack('realtime', { type: 'realtime.down' });
    clock.increment(4000);
    expect(fakes.running()).toEqual(['poll', 'realtime']);
    expect(actor.getSnapshot().matches({ waiting: { step: 'client_creating' } })).toBe(true);
  });

  test('a poll answer moves the applicant on when a connected socket stays silent', async () => {
    const { actor, fakes, clock, boot, answer } = startRegistration();
    await boot('waiting_external_photo');
    fakes.sendBack('realtime', { type: 'realtime.up' });
    await answer('poll', 'waiting_external_photo');
    clock.increment(8000);
    await answer('poll', 'client_creating');
    expect(actor.getSnapshot().matches({ waiting: { step: 'client_creating' } })).toBe(true);
  });

  test('leaving the waiting steps stops the poll; the subscription stays', async () => {
    const { actor, fakes, clock, boot } = startRegistration();
    await boot('client_creating');
    clock.increment(4000);
    expect(fakes.running()).toEqual(['poll', 'realtime']);

    fakes.sendBack('realtime', { type: 'realtime.step', step: 'verigram', sentAt: null });
    expect(screenFor(actor.getSnapshot()).route).toBe('/register/photo');
    expect(fakes.running()).toEqual(['realtime']);
    clock.increment(60_000);
    expect(fakes.running()).toEqual(['realtime']);
  });

  test('the connection state survives moving between steps', async () => {
    const { actor, fakes, boot } = startRegistration();
    await boot('waiting_external_personal');
    fakes.sendBack('realtime', { type: 'realtime.up' });
    fakes.sendBack('realtime', {
      type: 'realtime.step',
      step: 'waiting_external_photo',
      sentAt: null,
    });
    expect(
      actor.getSnapshot().matches({ waiting: { step: 'waiting_external_photo', poll: 'quiet' } }),
    ).toBe(true);
    expect(contextOf(actor.getSnapshot()).realtime).toBe('up');
  });

  test('a push naming the current step changes nothing', async () => {
    const { actor, fakes, boot } = startRegistration();
    await boot('personal');
    actor.send({ type: 'form.submit', step: 'personal', values: SAMPLE_VALUES.personal });
    fakes.sendBack('realtime', { type: 'realtime.step', step: 'personal', sentAt: null });
    expect(actor.getSnapshot().matches({ personal: 'submitting' })).toBe(true);
  });

  test('a push to liveness_failed asks the server which failure it was', async () => {
    const { actor, fakes, boot, answer } = startRegistration();
    await boot('waiting_liveness_results');
    fakes.sendBack('realtime', { type: 'realtime.step', step: 'liveness_failed', sentAt: null });
    expect(fakes.running()).toEqual(['fetchFailureReason', 'realtime']);
    await answer('fetchFailureReason', 'liveness_failed', 'coiderrortype_user_too_young');
    expect(screenFor(actor.getSnapshot())).toEqual({
      route: '/register/liveness-error',
      step: 'liveness_failed',
      kind: 'lowSimilarity',
    });
  });
});

describe('identification errors', () => {
  test.each(IDENTIFICATION_ERRORS)('%s shows the %s screen', async (code, kind) => {
    const { actor, boot } = startRegistration();
    await boot('liveness_failed', code);
    expect(screenFor(actor.getSnapshot())).toMatchObject({
      route: '/register/liveness-error',
      kind,
    });
  });

  test('a retry goes back to the photo; the photo done moves on to the wait', async () => {
    const { actor, fakes, boot, until } = startRegistration();
    await boot('liveness_failed', 'coiderrortype_low_similarity');
    actor.send({ type: 'liveness.retry' });
    expect(screenFor(actor.getSnapshot()).route).toBe('/register/photo');
    actor.send({ type: 'liveness.start' });
    fakes.resolve('liveness', { kind: 'success', sessionId: 's', bestFrame: null });
    await until((snapshot) => screenFor(snapshot).step === 'waiting_liveness_results');
    expect(screenFor(actor.getSnapshot()).route).toBe('/register/liveness-waiting-results');
    expect(fakes.running()).toEqual(['realtime']);
  });
});

describe('the photo', () => {
  test('the liveness session runs only once the applicant turns the camera on', async () => {
    const { actor, fakes, boot } = startRegistration();
    await boot('verigram');
    expect(actor.getSnapshot().hasTag('selfieTips')).toBe(true);
    expect(fakes.running()).toEqual(['realtime']);
    actor.send({ type: 'liveness.start' });
    expect(actor.getSnapshot().hasTag('camera')).toBe(true);
    expect(fakes.running()).toEqual(['liveness', 'realtime']);
  });

  test('a camera error keeps the applicant on the photo screen with the error name', async () => {
    const { actor, fakes, boot, until } = startRegistration();
    await boot('verigram');
    actor.send({ type: 'liveness.start' });
    fakes.resolve('liveness', { kind: 'error', errorName: 'CameraNotAllowedError' });
    await until((snapshot) => snapshot.hasTag('cameraFailed'));
    expect(contextOf(actor.getSnapshot()).livenessError).toBe('CameraNotAllowedError');
    expect(screenFor(actor.getSnapshot()).route).toBe('/register/photo');

    actor.send({ type: 'liveness.retry' });
    expect(actor.getSnapshot().hasTag('camera')).toBe(true);
    expect(contextOf(actor.getSnapshot()).livenessError).toBeNull();
  });

  // SPEC §8, word for word: "Liveness error names: CameraNotFoundError, …, ClientWorkError.
  // How each is handled: not shown." Decided (docs/spec.md 8.14): the browser that cannot run
  // the check goes to /badbrowser, every other name back to the photo screen with its advice.
  const SPEC_LIVENESS_ERROR_NAMES =
    'CameraNotFoundError, CameraNotAllowedError, CameraAbortError, CameraSecurityError, CameraBrowserAppNeedsConstantCameraPermission, CameraNotReadableError, CameraOverconstrainedError, NoWrapperError, NotSupportedBrowserError, ServerConnectionError, SlowInternetError, CameraStreamInterrupted, ServerWorkError, ServerAuthorizationError, ClientWorkError'.split(
      ', ',
    );
  const SCREEN_OF_LIVENESS_ERROR: Record<string, string> = {
    CameraNotFoundError: '/register/photo',
    CameraNotAllowedError: '/register/photo',
    CameraAbortError: '/register/photo',
    CameraSecurityError: '/register/photo',
    CameraBrowserAppNeedsConstantCameraPermission: '/register/photo',
    CameraNotReadableError: '/register/photo',
    CameraOverconstrainedError: '/register/photo',
    NoWrapperError: '/register/photo',
    NotSupportedBrowserError: '/badbrowser',
    ServerConnectionError: '/register/photo',
    SlowInternetError: '/register/photo',
    CameraStreamInterrupted: '/register/photo',
    ServerWorkError: '/register/photo',
    ServerAuthorizationError: '/register/photo',
    ClientWorkError: '/register/photo',
  };

  test('the 15 liveness error names of SPEC §8 are the names the app knows', () => {
    expect(SPEC_LIVENESS_ERROR_NAMES).toHaveLength(15);
    expect([...LIVENESS_ERROR_NAMES].sort()).toEqual([...SPEC_LIVENESS_ERROR_NAMES].sort());
  });

  test.each(SPEC_LIVENESS_ERROR_NAMES)(
    'the liveness error %s leads to its screen; only a browser that cannot run the check is sent to /badbrowser',
    async (errorName) => {
      const { actor, fakes, boot, until } = startRegistration();
      await boot('verigram');
      actor.send({ type: 'liveness.start' });
      fakes.resolve('liveness', { kind: 'error', errorName });
      await until((snapshot) => !snapshot.hasTag('camera'));
      expect(screenFor(actor.getSnapshot()).route).toBe(SCREEN_OF_LIVENESS_ERROR[errorName]);
      if (errorName !== 'NotSupportedBrowserError') {
        expect(contextOf(actor.getSnapshot()).livenessError).toBe(errorName);
      }
      actor.stop();
    },
  );

  test('stopping the check ends the session with CameraAbortError', async () => {
    const { actor, fakes, boot } = startRegistration();
    await boot('verigram');
    actor.send({ type: 'liveness.start' });
    actor.send({ type: 'liveness.cancel' });
    expect(fakes.running()).toEqual(['realtime']);
    expect(contextOf(actor.getSnapshot()).livenessError).toBe('CameraAbortError');
  });
});

describe('signing', () => {
  test('signing_init_success fetches the redirect and replaces the location with it', async () => {
    const { fakes, boot, until } = startRegistration();
    await boot('signing_init_success');
    expect(fakes.inputOf('fetchSigningRedirect')).toEqual({
      returnTo: '/register/signing-waiting-results',
    });
    fakes.resolve('fetchSigningRedirect', { redirectUrl: 'https://sign.example/s?session=1' });
    await until((snapshot) =>
      snapshot.matches({ waiting: { step: { signing_init_success: 'redirecting' } } }),
    );
    expect(fakes.actions.filter((action) => action.type === 'replaceLocation')).toEqual([
      { type: 'replaceLocation', params: { url: 'https://sign.example/s?session=1' } },
    ]);
  });

  test('failing to fetch the signing redirect is fatal', async () => {
    const { actor, boot, fail } = startRegistration();
    await boot('signing_init_success');
    await fail('fetchSigningRedirect', { kind: 'network' });
    expect(screenFor(actor.getSnapshot()).kind).toBe('fatal');
  });

  test('back from the signing page the outcome is posted, never redirected again', async () => {
    const { actor, fakes, boot, answer } = startRegistration({
      signingReturn: { session: 's-1', result: 'signed' },
    });
    await boot('signing_init_success');
    expect(fakes.running()).toEqual(['postSigningResult', 'realtime']);
    expect(fakes.inputOf('postSigningResult')).toEqual({ session: 's-1', result: 'signed' });
    expect(screenFor(actor.getSnapshot()).route).toBe('/register/signing-waiting-results');
    await answer('postSigningResult', 'personal_cabinet');
    expect(screenFor(actor.getSnapshot()).route).toBe('/register/lk');
    expect(contextOf(actor.getSnapshot()).signingReturn).toBeNull();
    expect(fakes.actions.filter((action) => action.type === 'replaceLocation')).toEqual([]);
  });

  test('signing_failed repeats on the applicant request', async () => {
    const { actor, fakes, boot, answer } = startRegistration();
    await boot('signing_failed');
    expect(fakes.running()).toEqual(['realtime']);
    actor.send({ type: 'signing.repeat' });
    expect(fakes.running()).toEqual(['realtime', 'repeatSigning']);
    await answer('repeatSigning', 'signing_init');
    expect(screenFor(actor.getSnapshot()).route).toBe('/register/signing-init-wait');
  });
});

describe('personal cabinet', () => {
  test('submits the amount', async () => {
    const { actor, fakes, boot, until } = startRegistration();
    await boot('personal_cabinet');
    actor.send({ type: 'cabinet.submit', amount: 78500 });
    expect(fakes.inputOf('submitCabinet')).toMatchObject({ amount: 78500 });
    fakes.resolve('submitCabinet', { ok: true });
    await until((snapshot) => snapshot.matches({ personal_cabinet: 'submitted' }));
    expect(screenFor(actor.getSnapshot()).route).toBe('/register/lk');
  });
});
