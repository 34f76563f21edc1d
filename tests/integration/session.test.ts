// The token flow and the step guard of the runtime against the sandbox: login status, 401s,
// the shared refresh, and deep links that boot through GET /rest/registration/step.
import { describe, expect, it } from 'vitest';
import { isLoggedIn } from '../../machines/session';
import { ENDPOINTS, SAMPLE_VALUES } from '../../contract';
import { memoryTokenStore } from '../../src/features/registration/runtime';
import {
  APP_ORIGIN,
  bearerFor,
  expireToken,
  logIn,
  newPhone,
  openApp,
  pathOf,
  reload,
  startWithIin,
  until,
  untilStep,
} from './support';

describe('token flow', () => {
  it('five parallel 401s share exactly one refresh request, and every call then succeeds', async () => {
    const phone = newPhone();
    const expired = await bearerFor(phone);
    const fresh = await bearerFor(phone);
    await expireToken(expired);
    const tokens = memoryTokenStore({ session: expired, refresh: 'refresh-1' });
    const tab = openApp({
      path: '/login/iin',
      tokens,
      refresh: async () => ({ accessToken: fresh, refreshToken: 'refresh-2' }),
    });
    const { api } = tab.runtime;

    const answers = await Promise.all(Array.from({ length: 5 }, () => api.call(ENDPOINTS.step)));

    expect(answers.map((answer) => answer.step_name)).toEqual(Array(5).fill('iin'));
    expect(tab.refreshes).toBe(1);
    expect(tokens.getSession()).toBe(fresh);
    expect(tokens.getRefresh()).toBe('refresh-2');
    expect(isLoggedIn(tab.runtime.session.getSnapshot())).toBe(true);
    // The boot of the flow was a sixth request with the expired token; it shared the refresh too.
    await untilStep(tab, 'iin');
    expect(await pathOf(tab)).toBe('/login/iin');
  });

  it('an expired session with no refresh token logs out: tokens gone, back to /login', async () => {
    let tab = openApp();
    await startWithIin(tab, '900101300017');
    await untilStep(tab, 'personal');
    const token = tab.tokens.getSession();
    await expireToken(token!);

    tab = reload(tab, '/register/personal');
    await until(tab.runtime.session, (s) => !isLoggedIn(s));
    expect(tab.tokens.getSession()).toBeNull();
    expect(await pathOf(tab)).toBe('/login');
    expect(await tab.runtime.gate.screenFor('/register/personal')).toBe('/login');
    expect(await tab.runtime.gate.screenFor('/login')).toBeNull();
  });

  it('a refresh that fails (the SPEC stub) deletes both tokens and logs out', async () => {
    const phone = newPhone();
    const expired = await bearerFor(phone);
    await expireToken(expired);
    const tokens = memoryTokenStore({ session: expired, refresh: 'refresh-1' });
    const tab = openApp({
      path: '/register/personal',
      tokens,
      refresh: () => Promise.reject(new Error('no refresh endpoint')),
    });
    await until(tab.runtime.session, (s) => !isLoggedIn(s));
    expect(tab.refreshes).toBeGreaterThanOrEqual(1);
    expect(tokens.getSession()).toBeNull();
    expect(tokens.getRefresh()).toBeNull();
    expect(await pathOf(tab)).toBe('/login');
  });

  it('logout forgets the drafts and the session, and replaces the page with /login', async () => {
    const tab = openApp({ path: '/kk/login' });
    await startWithIin(tab, '900101300017');
    await untilStep(tab, 'personal');
    tab.runtime
      .registration()
      .send({ type: 'draft.change', step: 'personal', values: { first_name: 'Айгерим' } });
    expect(tab.storage.entries.get('registration.drafts')).toContain('Айгерим');
    tab.runtime.logout();
    expect(tab.storage.entries.size).toBe(0);
    expect(tab.tokens.getSession()).toBeNull();
    expect(isLoggedIn(tab.runtime.session.getSnapshot())).toBe(false);
    expect(tab.left).toEqual([`${APP_ORIGIN}/kk/login`]);
  });
});

describe('step guard: reloads and deep links boot through the server step', () => {
  it('a deep link to a later screen lands on the current one, in the URL language', async () => {
    let tab = openApp();
    await startWithIin(tab, '900101300017');
    await untilStep(tab, 'personal');

    tab = reload(tab, '/kk/register/photo');
    expect(await tab.runtime.gate.screenFor('/register/photo')).toBe('/register/personal');
    expect(await pathOf(tab)).toBe('/kk/register/personal');
  });

  it('a reload keeps the typed draft of the current form', async () => {
    let tab = openApp();
    await startWithIin(tab, '900101300017');
    await untilStep(tab, 'personal');
    tab.runtime.registration().send({
      type: 'draft.change',
      step: 'personal',
      values: { first_name: SAMPLE_VALUES.personal.first_name },
    });

    tab = reload(tab, '/register/personal');
    await untilStep(tab, 'personal');
    expect(tab.runtime.registration().getSnapshot().context.drafts.personal).toEqual({
      first_name: SAMPLE_VALUES.personal.first_name,
    });
  });

  it('a logged-in applicant who opens /login is sent to their step', async () => {
    let tab = openApp();
    await logIn(tab, newPhone());
    tab = reload(tab, '/login');
    expect(await tab.runtime.gate.screenFor('/login')).toBe('/login/iin');
    expect(await pathOf(tab)).toBe('/login/iin');
  });

  it('a visitor without a session is sent to /login from any registration screen', async () => {
    const tab = openApp({ path: '/register/lk' });
    expect(await tab.runtime.gate.screenFor('/register/lk')).toBe('/login');
    expect(await pathOf(tab)).toBe('/login');
  });
});
