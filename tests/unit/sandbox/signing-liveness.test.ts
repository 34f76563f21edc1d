import { beforeEach, describe, expect, it } from 'vitest';
import { BESTFRAME } from '../../support/bestframe';
import { login, RETURN_TO, signOnPage, useSandbox } from './support';

// Background steps stay put in these tests, so each call's effect can be read at leisure.
const sandbox = useSandbox({ stepDelayMs: 60_000 });
const { call } = sandbox;
let token: string;
const PHONE = '77071112233';

const jump = (step: string) =>
  call('POST', '/sandbox/control/jump', { body: { phone: PHONE, step } });
const stepName = async () =>
  (await call<{ step_name: string }>('GET', '/rest/registration/step', { token })).data.step_name;

beforeEach(async () => {
  token = await login(call, PHONE);
});

describe('signing page round trip', () => {
  it('redirects to the sandbox page built from the Host the request came through', async () => {
    await jump('signing_init_success');
    const answer = await call<{ redirect_url: string }>(
      'GET',
      `/rest/registration/signing/redirect?return_to=${encodeURIComponent(RETURN_TO)}`,
      { token, headers: { 'x-forwarded-host': 'localhost:5173' } },
    );
    const url = new URL(answer.data.redirect_url);
    expect(url.origin).toBe('http://localhost:5173');
    expect(url.pathname).toBe('/sandbox/signing');
    expect(url.searchParams.get('return_to')).toBe(RETURN_TO);
    expect(url.searchParams.get('session')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('offers Подписать and Отказаться and sends the browser back with the outcome', async () => {
    await jump('signing_init_success');
    const signing = await signOnPage(sandbox, call, token, 'signed');
    expect(signing.page.status).toBe(200);
    expect(signing.page.html).toContain('<html lang="ru">');
    expect(signing.page.html).toContain('value="signed">Подписать</button>');
    expect(signing.page.html).toContain('value="declined">Отказаться</button>');
    // Its other language is signing-page.test.ts's.
    expect(signing.decided.status).toBe(303);
    const back = new URL(signing.decided.location);
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_TO);
    expect(back.searchParams.get('signing')).toBe('signed');
    expect(back.searchParams.get('session')).toBe(signing.session);

    const result = await call('POST', '/rest/registration/signing/result', {
      token,
      body: { session: signing.session, result: 'signed' },
    });
    expect(result.data).toMatchObject({ step_name: 'signing_result' });
  });

  it('a declined signing ends in signing_failed, from which a repeat starts again', async () => {
    await jump('signing_init_success');
    const signing = await signOnPage(sandbox, call, token, 'declined');
    const result = await call('POST', '/rest/registration/signing/result', {
      token,
      body: { session: signing.session, result: 'declined' },
    });
    expect(result.data).toMatchObject({ step_name: 'signing_failed' });
    const repeat = await call('PUT', '/rest/registration/signing/repeat', { token });
    expect(repeat.data).toMatchObject({ step_name: 'signing_init' });
  });

  it('refuses a reported result the signing service did not see', async () => {
    await jump('signing_init_success');
    const signing = await signOnPage(sandbox, call, token, 'declined');
    const lie = await call('POST', '/rest/registration/signing/result', {
      token,
      body: { session: signing.session, result: 'signed' },
    });
    expect(lie.status).toBe(422);
    expect(lie.data).toMatchObject({ errors: { result: [expect.any(String)] } });
    const unknown = await call('POST', '/rest/registration/signing/result', {
      token,
      body: { session: 'nope', result: 'signed' },
    });
    expect(unknown.data).toMatchObject({ errors: { session: ['Сессия подписания не найдена'] } });
    expect(await stepName()).toBe('signing_init_success');
  });

  it('shows a not-found page for an unknown signing session', async () => {
    const page = await fetch(`${sandbox.url}/sandbox/signing?session=missing`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Сессия подписания не найдена');
  });

  it('validates return_to', async () => {
    await jump('signing_init_success');
    const answer = await call('GET', '/rest/registration/signing/redirect?return_to=/relative', {
      token,
    });
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({
      errors: { return_to: ['Нужен абсолютный адрес возврата'] },
    });
  });
});

// Issue 13: like the lender's API, the sandbox sends the browser back only to the site.
describe('return_to on the site only', () => {
  const redirect = (returnTo: string, headers: Record<string, string> = {}, lang = 'ru') =>
    call<{ redirect_url?: string; errors?: Record<string, string[]> }>(
      'GET',
      `/rest/registration/signing/redirect?return_to=${encodeURIComponent(returnTo)}`,
      { token, headers, lang },
    );

  it.each([
    'https://evil.example/steal',
    'javascript:alert(document.cookie)',
    'http://127.0.0.1.evil.example:5173/register/signing-waiting-results',
    'https://www.example.kz/register/signing-waiting-results',
  ])('answers 422 for %s and opens no signing session', async (returnTo) => {
    await jump('signing_init_success');
    const answer = await redirect(returnTo, { 'x-forwarded-host': 'localhost:5173' });
    expect(answer.status).toBe(422);
    expect(answer.data.errors).toEqual({
      return_to: ['Адрес возврата должен вести на сайт, с которого начато подписание'],
    });
    expect(sandbox.state.signingSessions.size).toBe(0);
    const kk = await redirect(returnTo, {}, 'kk');
    expect(kk.data.errors?.return_to).toEqual([
      'Қайту мекенжайы қол қою басталған сайтқа апаруы керек',
    ]);
  });

  it("accepts the origin the site's proxy names, and a configured one", async () => {
    await jump('signing_init_success');
    const proxied = await redirect('https://www.example.kz/kk/register/signing-waiting-results', {
      'x-forwarded-host': 'www.example.kz',
      'x-forwarded-proto': 'https',
    });
    expect(proxied.status).toBe(200);
    await sandbox.restart({ corsOrigins: ['https://qa.example.kz'] });
    token = await login(call, PHONE);
    await jump('signing_init_success');
    expect((await redirect('https://qa.example.kz/register/signing-waiting-results')).status).toBe(
      200,
    );
  });

  it('the signing page sends the browser to that checked return_to and nowhere else', async () => {
    await jump('signing_init_success');
    const signing = await signOnPage(sandbox, call, token, 'signed');
    const tampered = await fetch(
      `${sandbox.url}/sandbox/signing?session=${signing.session}&return_to=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(await tampered.text()).not.toContain('evil.example');
    const back = new URL(signing.decided.location);
    expect(back.origin).toBe(new URL(RETURN_TO).origin);
  });
});

describe('liveness endpoints', () => {
  it('serves the provider script', async () => {
    const script = await fetch(`${sandbox.url}/sandbox/liveness/provider.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain('window.LivenessProvider');
  });

  it('records the result: verigram → waiting_liveness_results; a session is single-use', async () => {
    await jump('verigram');
    const session = await call<{ session_id: string }>('POST', '/sandbox/liveness/session', {
      token,
      body: {},
    });
    const body = { session_id: session.data.session_id, bestframe: BESTFRAME };
    const result = await call('POST', '/sandbox/liveness/result', { token, body });
    expect(result.data).toEqual({ ok: true });
    expect(await stepName()).toBe('waiting_liveness_results');
    const again = await call('POST', '/sandbox/liveness/result', { token, body });
    expect(again.status).toBe(422);
  });

  it('rejects a best frame that is not base64 JPEG', async () => {
    await jump('verigram');
    const session = await call<{ session_id: string }>('POST', '/sandbox/liveness/session', {
      token,
      body: {},
    });
    const answer = await call('POST', '/sandbox/liveness/result', {
      token,
      body: { session_id: session.data.session_id, bestframe: 'data:image/png;base64,iVBORw0K' },
    });
    expect(answer.data).toMatchObject({
      errors: { bestframe: ['Кадр должен быть JPEG в base64'] },
    });
  });

  it('a new session after liveness_failed is the retry: it moves the applicant to verigram', async () => {
    await call('POST', '/sandbox/control/jump', {
      body: { phone: PHONE, step: 'liveness_failed', error: 'coiderrortype_low_similarity' },
    });
    await call('POST', '/sandbox/liveness/session', { token, body: {} });
    expect(await stepName()).toBe('verigram');
  });

  it('needs the bearer token and the photo step', async () => {
    expect((await call('POST', '/sandbox/liveness/session', { body: {} })).status).toBe(401);
    expect((await call('POST', '/sandbox/liveness/session', { token, body: {} })).status).toBe(409);
  });
});
