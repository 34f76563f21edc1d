import { describe, expect, it } from 'vitest';
import { isValidIin } from '../../../contract';
import { login, stepPushes, useSandbox } from './support';

const PHONE = '77091234567';

const sandbox = useSandbox();
const { call } = sandbox;

describe('control and inspection', () => {
  it('health answers ok and the connectivity check answers yes', async () => {
    expect((await call('GET', '/sandbox/health')).data).toEqual({ ok: true });
    expect((await call('GET', '/sandbox/connectivity')).data).toBe('yes');
  });

  it('lists an IIN per scenario of SANDBOX.md, the example IINs of its table, each saying what it plays', async () => {
    // SANDBOX.md's table: serial (digits 8 to 11) and example IIN; the under-18 applicant last.
    const SANDBOX_MD = [
      ['any other', '900101300017'],
      ['0101', '900101301015'],
      ['0102', '900101301025'],
      ['0201', '900101302013'],
      ['0202', '900101302023'],
      ['0301', '900101303011'],
      ['0401', '900101304014'],
      ['0501', '900101305018'],
      ['0502', '900101305028'],
      ['0503', '900101305038'],
      ['born less than 18 years ago', '100515500013'],
    ];
    const { status, data } = await call<{ scenario: string; iin: string; what: string }[]>(
      'GET',
      '/sandbox/scenarios',
    );
    expect(status).toBe(200);
    expect(data.map(({ iin }) => iin)).toEqual(SANDBOX_MD.map(([, iin]) => iin));
    for (const { scenario, iin, what } of data) {
      expect(isValidIin(iin), iin).toBe(true);
      expect(scenario).not.toBe('');
      expect(what.length, iin).toBeGreaterThan(10);
    }
  });

  it('shows an applicant, jumps them to a step with a push, and resets everything', async () => {
    const token = await login(call, PHONE);
    const step = await call<{ socket_channel: string }>('GET', '/rest/registration/step', {
      token,
    });
    const client = sandbox.connect(token);
    const pushes = await stepPushes(client, step.data.socket_channel);

    const jumped = await call('POST', '/sandbox/control/jump', {
      body: { phone: PHONE, step: 'signing_failed' },
    });
    expect(jumped.data).toMatchObject({
      step_name: 'signing_failed',
      history: ['iin', 'signing_failed'],
    });
    await pushes.reached('signing_failed');
    const shown = await call('GET', `/sandbox/control/applicant?phone=${PHONE}`);
    expect(shown.data).toMatchObject({
      phone: PHONE,
      step_name: 'signing_failed',
      scenario: 'standard',
    });

    const invalid = await call('POST', '/sandbox/control/jump', {
      body: { phone: PHONE, step: 'no_such_step' },
    });
    expect(invalid.status).toBe(422);

    await call('POST', '/sandbox/control/reset', { body: {} });
    expect((await call('GET', `/sandbox/control/applicant?phone=${PHONE}`)).status).toBe(404);
    expect((await call('GET', '/rest/registration/step', { token })).status).toBe(401);
  });

  it('a jump into a background step moves on by itself', async () => {
    await login(call, PHONE);
    await call('POST', '/sandbox/control/jump', { body: { phone: PHONE, step: 'signing_result' } });
    await expect
      .poll(async () => (await call('GET', `/sandbox/control/applicant?phone=${PHONE}`)).data)
      .toMatchObject({ step_name: 'personal_cabinet' });
  });
});

describe('telemetry collector', () => {
  it('accepts Faro payloads with the API key, and shows them back', async () => {
    const faro = { meta: { app: { name: 'qazcredit-web' } }, events: [{ name: 'view' }] };
    const collected = await call('POST', '/sandbox/collect', {
      body: faro,
      headers: { 'x-api-key': 'sandbox-key' },
    });
    expect(collected.status).toBe(202);
    const beacon = await fetch(`${sandbox.url}/sandbox/collect`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'not json',
    });
    expect(beacon.status).toBe(202);

    const received = await call<{
      collect: { headers: Record<string, string>; body: unknown }[];
    }>('GET', '/sandbox/telemetry');
    expect(received.data.collect[0]).toMatchObject({
      headers: { 'x-api-key': 'sandbox-key' },
      body: faro,
    });
    expect(received.data.collect[1]!.body).toBe('not json');
  });
});

describe('marketing parameters', () => {
  it('validates and records POST /rest/utm/apply/bulk', async () => {
    const body = {
      client_timestamp: 1_760_000_000_000,
      utms: [{ utm_source: 'google', utm_campaign: 'spring', utm_timestamp: 1_759_999_999_000 }],
    };
    expect((await call('POST', '/rest/utm/apply/bulk', { body })).data).toEqual({ ok: true });
    const bad = await call('POST', '/rest/utm/apply/bulk', {
      body: { client_timestamp: 1.5, utms: [] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.data as { errors: object }).errors)).toEqual([
      'client_timestamp',
      'utms',
    ]);
    const received = await call<{ received: { body: unknown; headers: Record<string, string> }[] }>(
      'GET',
      '/sandbox/utm',
    );
    expect(received.data.received).toHaveLength(1);
    expect(received.data.received[0]).toMatchObject({
      body,
      headers: { 'x-visitor-id': 'visitor-test' },
    });
  });
});

describe('CORS', () => {
  it('allows a local app origin with credentials, and answers preflights', async () => {
    const preflight = await fetch(`${sandbox.url}/rest/auth`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-visitor-id',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,x-visitor-id');

    const foreign = await fetch(`${sandbox.url}/sandbox/health`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
