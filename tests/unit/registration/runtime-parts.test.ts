import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { callFailure } from '../../../contract';
import { draftStore } from '../../../src/features/registration/runtime/drafts';
import {
  savedSessionActions,
  savedSessionStore,
} from '../../../src/features/registration/runtime/saved-session';
import { memoryTokenStore } from '../../../src/features/registration/runtime/token-store';
import { memoryStorage } from '../../integration/support';
import { signingReturnFrom } from '../../../src/features/registration/runtime/signing-return';
import { realtimeOptions } from '../../../src/features/registration/runtime/realtime';
import { clearLogin } from '../../../src/features/registration/clear-login';
import { stepGuard } from '../../../src/features/registration/step-guard';

describe('step guard', () => {
  const gate = (answer: string | null) => ({
    screenFor: vi.fn(async () => answer),
    clearLogin: vi.fn(),
  });

  it('replaces a URL that is not the screen, keeping the language prefix', async () => {
    const redirect = await stepGuard(gate('/register/passport'), '/kk/register/photo').catch(
      (thrown: unknown) => thrown,
    );
    expect(isRedirect(redirect)).toBe(true);
    expect((redirect as { options: { to: string; replace: boolean } }).options).toMatchObject({
      to: '/kk/register/passport',
      replace: true,
    });
  });

  it('asks with the path without prefix and lets the right screen (or no answer) through', async () => {
    const same = gate('/register/photo');
    await expect(stepGuard(same, '/kk/register/photo')).resolves.toBeUndefined();
    expect(same.screenFor).toHaveBeenCalledWith('/register/photo');
    await expect(stepGuard(gate(null), '/register/photo')).resolves.toBeUndefined();
  });

  it('owns every /register/ and /login/ address, known or not', async () => {
    for (const path of ['/register/selfie-video', '/login/whatever', '/kk/register/co-borrower']) {
      const any = gate('/register/personal');
      const redirect = await stepGuard(any, path).catch((thrown: unknown) => thrown);
      expect(isRedirect(redirect), path).toBe(true);
    }
    const about = gate('/register/personal');
    await expect(stepGuard(about, '/about')).resolves.toBeUndefined();
    expect(about.screenFor).not.toHaveBeenCalled();
  });
});

describe('clear-login (SPEC §2)', () => {
  it('clears an unfinished login only when /login is entered, not on a stay or a preload', () => {
    const entered = { screenFor: vi.fn(), clearLogin: vi.fn() };
    clearLogin(entered, { cause: 'enter', pathname: '/kk/login' });
    expect(entered.clearLogin).toHaveBeenCalledWith('/kk/login');
    const stayed = { screenFor: vi.fn(), clearLogin: vi.fn() };
    clearLogin(stayed, { cause: 'stay', pathname: '/login' });
    clearLogin(stayed, { cause: 'preload', pathname: '/login' });
    expect(stayed.clearLogin).not.toHaveBeenCalled();
  });
});

describe('signing return', () => {
  it('reads the outcome the signing page appends to signing-waiting-results', () => {
    expect(
      signingReturnFrom(
        'http://app.test/kk/register/signing-waiting-results?signing=signed&session=s1',
      ),
    ).toEqual({ session: 's1', result: 'signed' });
  });

  it('ignores other pages and malformed outcomes', () => {
    expect(signingReturnFrom('http://app.test/register/lk?signing=signed&session=s1')).toBeNull();
    expect(
      signingReturnFrom(
        'http://app.test/register/signing-waiting-results?signing=maybe&session=s1',
      ),
    ).toBeNull();
    expect(signingReturnFrom('http://app.test/register/signing-waiting-results')).toBeNull();
  });
});

describe('failed calls as the machines see them', () => {
  it('names each answer with one of the five kinds (SPEC §8 generic mapping)', () => {
    expect(callFailure(422, { message: 'bad', errors: { email: ['taken'] } })).toEqual({
      kind: 'validation',
      statusCode: 422,
      message: 'bad',
      fieldErrors: { email: ['taken'] },
    });
    expect(callFailure(503, { message: 'down' })).toMatchObject({
      kind: 'unavailable',
      statusCode: 503,
      message: 'down',
    });
    expect(callFailure(401)).toMatchObject({ kind: 'auth', message: 'Необходима авторизация' });
    expect(callFailure(undefined)).toMatchObject({ kind: 'network', statusCode: 500 });
    expect(callFailure(500)).toEqual({
      kind: 'fatal',
      statusCode: 500,
      message: 'Возникла непредвиденная ошибка',
      fieldErrors: {},
    });
  });
});

const HOUR = 3_600_000;
const PHONE = '77011234567';
const OTHER = '77019876543';

describe('drafts belong to the applicant (the phone), not the tab', () => {
  const personal = { first_name: 'Айгерим' };

  it('are read back for the phone that typed them, by any tab sharing the storage', () => {
    const shared = memoryStorage();
    draftStore(shared).write(PHONE, { personal });
    expect(draftStore(shared).read(PHONE)).toEqual({ personal });
    expect(draftStore(shared).read(OTHER)).toEqual({});
    expect(draftStore(shared).read(null)).toEqual({});
  });

  it('a session of a phone this browser does not know keeps them until a phone logs in', () => {
    const shared = memoryStorage();
    draftStore(shared).write(null, { personal });
    expect(draftStore(shared).read(null)).toEqual({ personal });
    draftStore(shared).adopt(PHONE);
    expect(draftStore(shared).read(null)).toEqual({});
  });

  it('stay for the same phone logging in again, go when another phone logs in', () => {
    const shared = memoryStorage();
    const store = draftStore(shared);
    store.write(PHONE, { personal });
    store.adopt(PHONE);
    expect(store.read(PHONE)).toEqual({ personal });
    store.adopt(OTHER);
    expect(store.read(PHONE)).toEqual({});
    expect(shared.entries.size).toBe(0);
  });

  it("go after the session cookie's 8 hours since the last login", () => {
    let now = 0;
    const store = draftStore(memoryStorage(), () => now);
    store.write(PHONE, { personal });
    now = 7 * HOUR;
    store.adopt(PHONE);
    now = 14 * HOUR;
    expect(store.read(PHONE)).toEqual({ personal });
    now = 15 * HOUR + 1;
    expect(store.read(PHONE)).toEqual({});
  });

  it('an empty set (the cabinet reached) removes the entry; remove() forgets everything', () => {
    const shared = memoryStorage();
    const store = draftStore(shared);
    store.write(PHONE, { personal });
    store.write(PHONE, {});
    expect(shared.entries.size).toBe(0);
    store.write(PHONE, { personal });
    store.remove();
    expect(store.read(PHONE)).toEqual({});
  });

  it('drops an entry that is not a draft', () => {
    const shared = memoryStorage();
    shared.setItem('registration.drafts', '{not json');
    expect(draftStore(shared).read(PHONE)).toEqual({});
    expect(shared.entries.size).toBe(0);
    shared.setItem(
      'registration.drafts',
      JSON.stringify({ phone: PHONE, expiresAt: 1e15, drafts: { personal: { nested: {} } } }),
    );
    expect(draftStore(shared).read(PHONE)).toEqual({});
  });

  it('kept before the forms held the payload names, are read under those names', () => {
    const shared = memoryStorage();
    // What an earlier release wrote: the forms' camelCase names, and a field no form has.
    const earlier = {
      iin: { iin: '900101300017', isResidentRk: true, isIpdl: false },
      personal: { lastName: 'Сапарова', firstName: 'Айгерим', middleName: '', nickname: 'А' },
      passport: { idNumber: '0123', periodValidity: '2030-01-01', countryId: 1, issuer: 'МВД' },
    };
    shared.setItem(
      'registration.drafts',
      JSON.stringify({ phone: PHONE, expiresAt: 1e15, drafts: earlier }),
    );
    expect(draftStore(shared).read(PHONE)).toEqual({
      iin: { iin: '900101300017', is_resident_rk: true, is_ipdl: false },
      personal: { last_name: 'Сапарова', first_name: 'Айгерим', middle_name: '' },
      passport: { id_number: '0123', period_validity: '2030-01-01', country_id: 1, issuer: 'МВД' },
    });
  });

  it('keep an empty middle name as the payload sent it (null)', () => {
    const shared = memoryStorage();
    const personal = { first_name: 'Айгерим', middle_name: null };
    draftStore(shared).write(PHONE, { personal });
    expect(draftStore(shared).read(PHONE)).toEqual({ personal });
  });
});

describe("the session's facts kept with it", () => {
  it("outlive the page for the session cookie's 8 hours, and go when cleared", () => {
    let now = 0;
    const shared = memoryStorage();
    const saved = { phone: PHONE, potentialContractId: 100_001 };
    savedSessionStore(shared, () => now).save(saved);
    expect(savedSessionStore(shared, () => now).read()).toEqual(saved);
    now = 8 * HOUR + 1;
    expect(savedSessionStore(shared, () => now).read()).toBeNull();
    savedSessionStore(shared).save(saved);
    savedSessionStore(shared).clear();
    expect(savedSessionStore(shared).read()).toBeNull();
  });

  it('a login keeps token and facts, and the drafts of its phone only; a logout forgets all', () => {
    const shared = memoryStorage();
    const tokens = memoryTokenStore({ refresh: 'refresh-1' });
    const [saved, drafts] = [savedSessionStore(shared), draftStore(shared)];
    const session = savedSessionActions(tokens, saved, drafts);
    drafts.write(OTHER, { personal: { first_name: 'Айгерим' } });
    const facts = { phone: PHONE, potentialContractId: 100_001 };
    session.storeSession(undefined, { token: 'bearer-1', saved: facts });
    expect(tokens.getSession()).toBe('bearer-1');
    expect(saved.read()).toEqual(facts);
    // Another phone's drafts are not this applicant's.
    expect(drafts.read(OTHER)).toEqual({});
    const typed = { personal: { first_name: 'Бауыржан' } };
    drafts.write(PHONE, typed);
    session.clearSession();
    expect([tokens.getSession(), tokens.getRefresh(), saved.read()]).toEqual([null, null, null]);
    // An expired session leaves the drafts for the same phone's next login; a logout does not.
    expect(drafts.read(PHONE)).toEqual(typed);
    session.forgetDrafts();
    expect(drafts.read(PHONE)).toEqual({});
  });
});

describe('realtime options (SPEC §9, API contract)', () => {
  // The SPEC timings are measured with the real SDK in realtime-timing.test.ts.
  it('point the SDK at the endpoint, JSON over WebSocket only', () => {
    const options = realtimeOptions({ host: '127.0.0.1', port: 5180, tls: false });
    expect(options).toMatchObject({
      endpoint: '127.0.0.1',
      port: 5180,
      tls: false,
      useBinaryProtocol: false,
      transports: ['web_socket'],
      fallbackHosts: [],
    });
  });
});
