import { describe, expect, test } from 'vitest';
import { SimulatedClock, createActor, fromCallback, waitFor } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import type {
  SavedSession,
  SessionContext,
  SessionEvent,
  SessionInput,
} from '../../../machines/session';
import { isLoggedIn, sessionMachine } from '../../../machines/session';
import { Fakes } from '../../model/harness';

const SAVED = { phone: '77011234567', potentialContractId: 101 };

function startSession(
  hasSessionToken: boolean,
  saved: SavedSession | null = null,
  more: Pick<SessionInput, 'signingReturn' | 'draftsOf' | 'isDesktop'> = {},
) {
  const fakes = new Fakes();
  const clock = new SimulatedClock();
  const machine = sessionMachine.provide({
    actors: {
      requestSmsCode: fakes.promise(),
      signDocuments: fakes.promise(),
      authenticate: fakes.promise(),
      // The registration flow the session runs while logged in: a fake that records its input
      // (typed as the registration machine it stands for).
      registration: fakes.callback() as never,
    },
    actions: {
      storeSession: fakes.action('storeSession'),
      clearSession: fakes.action('clearSession'),
      forgetDrafts: fakes.action('forgetDrafts'),
      leaveForLogin: fakes.action('leaveForLogin'),
    },
  });
  const actor = createActor(machine, { input: { hasSessionToken, saved, ...more }, clock });
  actor.start();
  const until = (predicate: (snapshot: AnyMachineSnapshot) => boolean) =>
    waitFor(actor, predicate, { timeout: 1000 });
  const context = () => actor.getSnapshot().context as SessionContext;
  return { actor, fakes, clock, until, context };
}

const PHONE: SessionEvent = { type: 'phone.submit', phone: '77011234567', documentIds: [1, 2] };

describe('login status', () => {
  test('is false by default and true when a session token exists', () => {
    expect(isLoggedIn(startSession(false).actor.getSnapshot())).toBe(false);
    expect(isLoggedIn(startSession(true).actor.getSnapshot())).toBe(true);
  });

  test('logout deletes the tokens and the drafts, then replaces the location with /login', () => {
    const { actor, fakes, context } = startSession(true, SAVED);
    actor.send({ type: 'logout' });
    expect(isLoggedIn(actor.getSnapshot())).toBe(false);
    expect(fakes.actions).toEqual([
      { type: 'clearSession', params: undefined },
      { type: 'forgetDrafts', params: { phone: '77011234567' } },
      { type: 'leaveForLogin', params: undefined },
    ]);
    expect(context()).toMatchObject({ phone: null, potentialContractId: null, notice: null });
  });

  test('a failed authentication logs out, keeps the drafts and says the session expired', () => {
    const { actor, fakes, context } = startSession(true, SAVED);
    actor.send({ type: 'auth.failed' });
    expect(isLoggedIn(actor.getSnapshot())).toBe(false);
    expect(fakes.actions.map((action) => action.type)).toEqual(['clearSession']);
    expect(context()).toMatchObject({ notice: 'sessionExpired', phone: '77011234567' });
    expect(context().potentialContractId).toBeNull();
  });

  test('a restored session knows its phone and the contract signed at login', () => {
    expect(startSession(true, SAVED).context()).toMatchObject(SAVED);
    // Facts without a session token belong to no session.
    expect(startSession(false, SAVED).context()).toMatchObject({
      phone: null,
      potentialContractId: null,
    });
  });
});

describe('clear-login (SPEC §2)', () => {
  test('entering /login again starts at the phone form, the phone kept', async () => {
    const { actor, fakes, until, context } = startSession(false);
    actor.send(PHONE);
    fakes.resolve('requestSmsCode', { resendAfter: 60 });
    await until((snapshot) => snapshot.matches({ loggedOut: 'codeEntry' }));
    actor.send({ type: 'login.clear' });
    expect(actor.getSnapshot().matches({ loggedOut: 'phoneEntry' })).toBe(true);
    expect(context()).toMatchObject({ phone: '77011234567', codeSent: false, smsCode: null });
  });

  test('changes nothing for a logged-in applicant', () => {
    const { actor } = startSession(true, SAVED);
    actor.send({ type: 'login.clear' });
    expect(isLoggedIn(actor.getSnapshot())).toBe(true);
  });
});

describe('login: phone → SMS code → documents signed → bearer token', () => {
  test('the whole way, the token stored at the end', async () => {
    const { actor, fakes, until, context } = startSession(false);
    actor.send(PHONE);
    expect(fakes.inputOf('requestSmsCode')).toEqual({ phone: '77011234567', documentIds: [1, 2] });
    fakes.resolve('requestSmsCode', { resendAfter: 60 });
    await until((snapshot) => snapshot.matches({ loggedOut: 'codeEntry' }));

    actor.send({ type: 'code.submit', smsCode: '45 67' });
    expect(fakes.inputOf('signDocuments')).toEqual({
      phone: '77011234567',
      smsCode: '4567',
      documentIds: [1, 2],
    });
    fakes.resolve('signDocuments', { potentialContractId: 101, documentToken: 'doc' });
    await until((snapshot) => snapshot.matches({ loggedOut: 'authenticating' }));
    expect(fakes.inputOf('authenticate')).toEqual({ phone: '77011234567', documentToken: 'doc' });
    expect(context().potentialContractId).toBe(101);

    fakes.resolve('authenticate', { bearerToken: 'bearer' });
    await until((snapshot) => snapshot.matches('loggedIn'));
    expect(fakes.actions).toEqual([
      {
        type: 'storeSession',
        params: { token: 'bearer', saved: { phone: '77011234567', potentialContractId: 101 } },
      },
    ]);
  });

  test('the code can be sent again only after resend_after seconds', async () => {
    const { actor, fakes, clock, until, context } = startSession(false);
    actor.send(PHONE);
    fakes.resolve('requestSmsCode', { resendAfter: 3 });
    await until((snapshot) => snapshot.matches({ loggedOut: 'codeEntry' }));
    expect(context().secondsLeft).toBe(3);

    actor.send({ type: 'code.resend' });
    expect(fakes.running()).toEqual([]);
    clock.increment(1000);
    clock.increment(1000);
    expect(context().secondsLeft).toBe(1);
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ loggedOut: { codeEntry: 'resendAvailable' } })).toBe(true);

    actor.send({ type: 'code.resend' });
    expect(fakes.running()).toEqual(['requestSmsCode']);
  });

  test('a wrong or expired code (422) returns to the code with the error under smsCode', async () => {
    const { actor, fakes, until, context } = startSession(false);
    actor.send(PHONE);
    fakes.resolve('requestSmsCode', { resendAfter: 60 });
    await until((snapshot) => snapshot.matches({ loggedOut: 'codeEntry' }));
    actor.send({ type: 'code.submit', smsCode: '0000' });
    fakes.fail('signDocuments', {
      kind: 'validation',
      fieldErrors: { sms_code: ['Срок действия кода истёк'] },
    });
    await until((snapshot) => snapshot.matches({ loggedOut: 'codeEntry' }));
    expect(context().fieldErrors).toEqual({ smsCode: ['Срок действия кода истёк'] });
    expect(context().secondsLeft).toBe(60);
  });

  test('a network failure on the SMS request keeps the phone screen with the error', async () => {
    const { actor, fakes, until, context } = startSession(false);
    actor.send(PHONE);
    fakes.fail('requestSmsCode', { kind: 'network' });
    await until((snapshot) => snapshot.matches({ loggedOut: 'phoneEntry' }));
    expect(context().error).toEqual({ kind: 'network' });
    expect(context().phone).toBe('77011234567');
  });

  // Issue 13: a login call with no answer in time ends the spinner with the error, not a page.
  test('a timeout of the SMS request or of the code check keeps the screen with the error', async () => {
    const { actor, fakes, until, context } = startSession(false);
    actor.send(PHONE);
    fakes.fail('requestSmsCode', { kind: 'timeout' });
    await until((snapshot) => snapshot.matches({ loggedOut: 'phoneEntry' }));
    expect(context().error).toEqual({ kind: 'timeout' });
    expect(context().fatal).toBeNull();

    actor.send(PHONE);
    fakes.resolve('requestSmsCode', { resendAfter: 60 });
    await until((snapshot) => snapshot.matches({ loggedOut: 'codeEntry' }));
    actor.send({ type: 'code.submit', smsCode: '4567' });
    fakes.fail('signDocuments', { kind: 'timeout' });
    await until((snapshot) => snapshot.matches({ loggedOut: 'codeEntry' }));
    expect(context().error).toEqual({ kind: 'timeout' });
    expect(context().fatal).toBeNull();
  });
});

describe('the registration flow', () => {
  const SIGNED = { session: 'signing-session', result: 'signed' as const };
  const draftsOf = (phone: string | null) =>
    phone === SAVED.phone ? { iin: { iin: '900101300123' } } : {};

  test("runs while logged in, from the signing return and the phone's drafts", () => {
    const { actor, fakes } = startSession(true, SAVED, { signingReturn: SIGNED, draftsOf });
    expect(fakes.running()).toEqual(['registration']);
    expect(actor.getSnapshot().children.registration).toBeDefined();
    expect(fakes.inputOf('registration')).toEqual({
      signingReturn: SIGNED,
      drafts: { iin: { iin: '900101300123' } },
      isDesktop: false,
    });
  });

  // Issue 33: the photo screen of a computer opens with the offer to continue on the phone.
  test('tells the flow it runs on a computer when device detection says so', () => {
    const { fakes } = startSession(true, SAVED, { isDesktop: true });
    expect(fakes.inputOf('registration')).toMatchObject({ isDesktop: true });
  });

  test('is not run while logged out, and stops with the session', () => {
    const loggedOut = startSession(false, null, { draftsOf });
    expect(loggedOut.fakes.running()).toEqual([]);
    expect(loggedOut.actor.getSnapshot().children.registration).toBeUndefined();

    const { actor, fakes } = startSession(true, SAVED, { draftsOf });
    actor.send({ type: 'auth.failed' });
    expect(fakes.running()).toEqual([]);
    expect(actor.getSnapshot().children.registration).toBeUndefined();
  });

  test('only the first flow of the page starts with the signing return', async () => {
    const { actor, fakes, until } = startSession(true, SAVED, { signingReturn: SIGNED, draftsOf });
    actor.send({ type: 'auth.failed' });
    actor.send(PHONE);
    fakes.resolve('requestSmsCode', { resendAfter: 0 });
    await until((snapshot) => snapshot.matches({ loggedOut: 'codeEntry' }));
    actor.send({ type: 'code.submit', smsCode: '4567' });
    fakes.resolve('signDocuments', { potentialContractId: 101, documentToken: 'document' });
    await until((snapshot) => snapshot.matches({ loggedOut: 'authenticating' }));
    fakes.resolve('authenticate', { bearerToken: 'bearer' });
    await until(isLoggedIn);
    expect(fakes.inputOf('registration')).toEqual({
      signingReturn: null,
      drafts: { iin: { iin: '900101300123' } },
      isDesktop: false,
    });
  });

  test('a flow that fails on an error of its own ends on the error page; the session stays', () => {
    const machine = sessionMachine.provide({
      actors: {
        registration: fromCallback(() => {
          throw new Error('Cannot read properties of undefined');
        }) as never,
      },
    });
    const actor = createActor(machine, { input: { hasSessionToken: true, saved: SAVED } });
    actor.start();
    expect(actor.getSnapshot().status).toBe('active');
    expect(isLoggedIn(actor.getSnapshot())).toBe(true);
    // SPEC §8: the error's own message, status 500 when it has none.
    expect((actor.getSnapshot().context as SessionContext).fatal).toEqual({
      statusCode: 500,
      message: 'Cannot read properties of undefined',
    });
  });
});
