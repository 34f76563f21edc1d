import { camelCaseFieldErrors } from '../../../contract';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../contract';
import {
  ApiError,
  createApiClient,
  rewriteRestUrl,
  type ApiClientOptions,
} from '../../../src/api/client';
import { CALL_TIMEOUT_MS, policyFor, READ_RETRY_DELAYS_MS } from '../../../src/api/policy';
import { forgetSensitiveValues, REDACTED, redactText } from '../../../contract/redact';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** status 0: the connection is dropped; -1: never answered; delayMs: answered that late. */
type Reply = { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number };

let server: Server;
let base: string;
let seen: Seen[];
let replies: Reply[];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const reply = replies.shift() ?? { status: 200, body: { ok: true } };
      if (reply.status === 0) {
        req.socket.destroy();
        return;
      }
      if (reply.status === -1) return;
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

beforeEach(() => {
  seen = [];
  replies = [];
});

const Ok = v.object({ ok: v.literal(true) });
const Step = v.object({ step_name: v.string(), socket_channel: v.string() });

function client(overrides: Partial<ApiClientOptions> = {}) {
  const onRequestError = vi.fn();
  const onParseError = vi.fn();
  const api = createApiClient({
    baseURL: base,
    getVisitorId: () => 'visitor-1',
    locale: () => 'kk',
    onRequestError,
    onParseError,
    ...overrides,
  });
  return { api, onRequestError, onParseError };
}

// Calls described like the contract's ENDPOINTS, with whatever path and schema a test needs.
type Answer = v.GenericSchema;
const GET = (path: `/${string}`, answer: Answer, auth = false) =>
  ({ method: 'GET', path, auth, answer }) as const;
/** A read the server promises is safe to repeat (ENDPOINTS' `idempotent`). */
const READ = (path: `/${string}`, answer: Answer) =>
  ({ method: 'GET', path, auth: false, idempotent: true, answer }) as const;
const POST = (path: `/${string}`, answer: Answer) =>
  ({ method: 'POST', path, auth: false, body: v.unknown(), answer }) as const;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('rewriteRestUrl', () => {
  it('puts /rest paths on the API base and keeps the query', () => {
    expect(
      rewriteRestUrl(
        '/rest/registration/signing/redirect?return_to=%2Fx',
        'https://api.qazcredit.kz/',
      ),
    ).toBe('https://api.qazcredit.kz/rest/registration/signing/redirect?return_to=%2Fx');
    expect(rewriteRestUrl('/rest', 'https://api.qazcredit.kz')).toBe(
      'https://api.qazcredit.kz/rest',
    );
  });

  it('leaves other paths and an empty base alone', () => {
    expect(rewriteRestUrl('/restaurant', 'https://api.qazcredit.kz')).toBe('/restaurant');
    expect(rewriteRestUrl('/sandbox/collect', 'https://api.qazcredit.kz')).toBe('/sandbox/collect');
    expect(rewriteRestUrl('/rest/auth', '')).toBe('/rest/auth');
  });
});

describe('camelCaseFieldErrors', () => {
  it('converts the keys of a server error map', () => {
    expect(camelCaseFieldErrors({ sms_code: ['x'], id_number: ['y'], email: ['z'] })).toEqual({
      smsCode: ['x'],
      idNumber: ['y'],
      email: ['z'],
    });
  });
});

describe('requests', () => {
  it('carry the visitor id and the language, and send JSON bodies', async () => {
    const { api } = client({ tracing: () => ({ traceparent: '00-abc-def-01' }) });
    await expect(
      api.call(POST('/rest/utm/apply/bulk', Ok), { client_timestamp: 1, utms: [] }),
    ).resolves.toEqual({
      ok: true,
    });
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', url: '/rest/utm/apply/bulk' });
    expect(request!.headers['x-visitor-id']).toBe('visitor-1');
    // SPEC §9: "kk (kk-KZ, Kazakh, backend code kz)".
    expect(request!.headers['accept-language']).toBe('kz');
    expect(request!.headers.traceparent).toBe('00-abc-def-01');
    expect(request!.headers.authorization).toBeUndefined();
    expect(JSON.parse(request!.body)).toEqual({ client_timestamp: 1, utms: [] });
  });

  it('tell the API the language by its backend code of SPEC §9: ru and kz', async () => {
    for (const [locale, code] of [
      ['ru', 'ru'],
      ['kk', 'kz'],
    ] as const) {
      seen = [];
      const { api } = client({ locale: () => locale });
      await api.call(POST('/rest/utm/apply/bulk', Ok), { client_timestamp: 1, utms: [] });
      expect(seen[0]!.headers['accept-language']).toBe(code);
    }
  });

  it("teach the redactor the applicant's names they carry, out and back", async () => {
    const Info = v.object({ first_name: v.string() });
    replies.push(
      { status: 200, body: { ok: true } },
      { status: 200, body: { first_name: 'Дана' } },
    );
    await client().api.call(POST('/rest/registration/personal', Ok), {
      first_name: 'Айгерим',
      last_name: 'Нурланова',
      middle_name: 'Серикқызы',
      email: 'a@b.kz',
    });
    await client().api.call(GET('/rest/client/info', Info));
    expect(redactText('Айгерим Нурланова, Дана')).toBe(`${REDACTED} ${REDACTED}, ${REDACTED}`);
    forgetSensitiveValues();
  });

  it('send no trace headers when tracing is off', async () => {
    await client().api.call(GET('/rest/x', Ok));
    expect(seen[0]!.headers.traceparent).toBeUndefined();
  });

  it('keep the query', async () => {
    await client().api.call(
      { ...GET('/rest/registration/signing/redirect', Ok), query: v.unknown() },
      { return_to: 'https://qazcredit.kz/register/signing-waiting-results' },
    );
    const url = new URL(seen[0]!.url, base);
    expect(url.pathname).toBe('/rest/registration/signing/redirect');
    expect(url.searchParams.get('return_to')).toBe(
      'https://qazcredit.kz/register/signing-waiting-results',
    );
  });

  it('add the bearer token to authenticated calls', async () => {
    const auth = { getToken: vi.fn(async () => 'token-1'), handleAuthError: vi.fn() };
    replies.push({
      status: 200,
      body: { step_name: 'personal', socket_channel: 'private-registration.1' },
    });
    await expect(
      client({ auth }).api.call(GET('/rest/registration/step', Step, true)),
    ).resolves.toEqual({
      step_name: 'personal',
      socket_channel: 'private-registration.1',
    });
    expect(seen[0]!.headers.authorization).toBe('Bearer token-1');
  });
});

// SPEC §6: "Authenticated calls carry a bearer session token and include credentials."
describe('credentials', () => {
  /** The fetch the client sends through, recording each request's credentials mode. */
  function recordingFetch() {
    const modes: (RequestCredentials | undefined)[] = [];
    const recording = (async (input: RequestInfo | URL, init?: RequestInit) => {
      modes.push(init?.credentials ?? (input instanceof Request ? input.credentials : undefined));
      return fetch(input, init);
    }) as typeof fetch;
    return { modes, fetch: recording };
  }

  it('an authenticated call carries the bearer token and includes credentials', async () => {
    const recorder = recordingFetch();
    const auth = { getToken: vi.fn(async () => 'token-1'), handleAuthError: vi.fn() };
    replies.push({ status: 200, body: { step_name: 'personal', socket_channel: 'c' } });
    await client({ auth, fetch: recorder.fetch }).api.call(
      GET('/rest/registration/step', Step, true),
    );
    expect(seen[0]!.headers.authorization).toBe('Bearer token-1');
    expect(recorder.modes).toEqual(['include']);
  });

  it('a call without authentication sends neither the token nor cross-site credentials', async () => {
    const recorder = recordingFetch();
    replies.push({ status: 200, body: { ok: true } });
    await client({ fetch: recorder.fetch }).api.call(POST('/rest/utm/apply/bulk', Ok), {
      client_timestamp: 1,
      utms: [],
    });
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(recorder.modes).toEqual(['same-origin']);
  });
});

describe('authentication errors', () => {
  it('retry once when the handler says so', async () => {
    const tokens = ['stale', 'fresh'];
    const auth = {
      getToken: vi.fn(async () => tokens.shift() ?? 'none'),
      handleAuthError: vi.fn(async () => 'retry' as const),
    };
    replies.push({ status: 401, body: { message: 'Необходима авторизация' } });
    await expect(client({ auth }).api.call(GET('/rest/client/info', Ok, true))).resolves.toEqual({
      ok: true,
    });
    expect(seen.map((request) => request.headers.authorization)).toEqual([
      'Bearer stale',
      'Bearer fresh',
    ]);
    expect(auth.handleAuthError).toHaveBeenCalledTimes(1);
  });

  it('give up after the one retry and after a "fail"', async () => {
    const auth = {
      getToken: vi.fn(async () => 't'),
      handleAuthError: vi.fn(async () => 'retry' as const),
    };
    replies.push({ status: 403 }, { status: 401 });
    const error = await failure(client({ auth }).api.call(GET('/rest/client/info', Ok, true)));
    expect(error).toMatchObject({
      kind: 'auth',
      statusCode: 401,
      message: 'Необходима авторизация',
    });
    expect(seen).toHaveLength(2);

    auth.handleAuthError.mockResolvedValue('fail' as never);
    replies.push({ status: 401 });
    await failure(client({ auth }).api.call(GET('/rest/client/info', Ok, true)));
    expect(seen).toHaveLength(3);
  });

  it('treat a missing token as an authentication error without calling the server', async () => {
    const auth = {
      getToken: vi.fn(async () => Promise.reject(new Error('Authorization required'))),
      handleAuthError: vi.fn(async () => 'fail' as const),
    };
    const error = await failure(client({ auth }).api.call(GET('/rest/client/info', Ok, true)));
    expect(error.kind).toBe('auth');
    expect(auth.handleAuthError).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(0);
  });
});

describe('error mapping', () => {
  it('takes the server message and converts 422 field keys to camelCase', async () => {
    const { api, onRequestError } = client();
    replies.push({
      status: 422,
      body: {
        message: 'Проверьте данные',
        errors: { sms_code: ['Неверный код'], id_number: ['9 цифр'] },
      },
    });
    const error = await failure(api.call(POST('/rest/documents/sign', Ok), { sms_code: '0000' }));
    expect(error).toMatchObject({
      kind: 'validation',
      statusCode: 422,
      message: 'Проверьте данные',
      fieldErrors: { smsCode: ['Неверный код'], idNumber: ['9 цифр'] },
    });
    expect(onRequestError).toHaveBeenCalledWith({
      method: 'POST',
      url: '/rest/documents/sign',
      status: 422,
      message: 'Проверьте данные',
    });
  });

  it('falls back to the default message', async () => {
    replies.push({ status: 404, body: {} });
    const error = await failure(client().api.call(GET('/rest/documents/list/9', Ok)));
    expect(error).toMatchObject({ statusCode: 404, message: 'Возникла непредвиденная ошибка' });
  });

  // Which page follows is the machines' decision; the error names what happened.
  it('names any other 5xx fatal', async () => {
    const { api } = client();
    replies.push({ status: 502, body: { message: 'Bad gateway' } });
    const error = await failure(api.call(GET('/rest/registration/countries', Ok)));
    expect(error).toMatchObject({ kind: 'fatal', statusCode: 502 });
  });

  it('names a 503 technical works (unavailable)', async () => {
    const { api } = client();
    replies.push({ status: 503, body: { message: 'Maintenance' } });
    const error = await failure(api.call(POST('/rest/registration/passport', Ok), {}));
    expect(error).toMatchObject({ kind: 'unavailable', statusCode: 503 });
  });

  it('turns a dropped connection into a network error', async () => {
    const { api } = client();
    replies.push({ status: 0 });
    const error = await failure(api.call(GET('/rest/registration/step', Ok)));
    expect(error.kind).toBe('network');
  });

  it('rejects an answer that does not match its schema and logs it', async () => {
    const { api, onParseError } = client();
    replies.push({ status: 200, body: { step_name: 42 } });
    const error = await failure(api.call(GET('/rest/registration/step', Step)));
    expect(error).toMatchObject({ kind: 'fatal', statusCode: 500 });
    expect(onParseError).toHaveBeenCalledWith({
      method: 'GET',
      path: '/rest/registration/step',
      issues: expect.arrayContaining([expect.objectContaining({ path: 'step_name' })]),
    });
  });

  it('lets an aborted request reject as an abort, not as an API error', async () => {
    const controller = new AbortController();
    controller.abort();
    const reason = await client()
      .api.call(GET('/rest/registration/step', Ok), undefined, { signal: controller.signal })
      .catch((error: unknown) => error);
    expect(reason).not.toBeInstanceOf(ApiError);
  });
});

describe('time limits and repeats (issue 13)', () => {
  // Short figures for the test; the product's are checked below.
  const figures = { timeoutMs: 300, readRetryDelaysMs: [40, 120] };

  it('the product waits 15 s per attempt and repeats only the idempotent reads, after 1 s and 2 s', () => {
    expect(CALL_TIMEOUT_MS).toBe(15_000);
    expect(READ_RETRY_DELAYS_MS).toEqual([1_000, 2_000]);
    const repeated = Object.entries(ENDPOINTS)
      .filter(([, endpoint]) => policyFor(endpoint).retryDelaysMs.length > 0)
      .map(([name]) => name)
      .sort();
    expect(repeated).toEqual(['clientInfo', 'countries', 'documentsList', 'step']);
    for (const endpoint of Object.values(ENDPOINTS)) {
      expect(policyFor(endpoint).timeoutMs).toBe(15_000);
    }
  });

  it('a call with no answer within the limit fails as a timeout, reported, and is not repeated', async () => {
    const { api, onRequestError } = client({ figures });
    replies.push({ status: -1 });
    const error = await failure(api.call(READ('/rest/registration/step', Ok)));
    expect(error).toMatchObject({ kind: 'timeout', statusCode: 500 });
    expect(seen).toHaveLength(1);
    expect(onRequestError).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'GET', url: '/rest/registration/step', status: 0 }),
    );
  });

  it('a submission with no answer fails as a timeout too', async () => {
    replies.push({ status: -1 });
    const error = await failure(
      client({ figures }).api.call(POST('/rest/documents/sign', Ok), { phone: '77011234567' }),
    );
    expect(error.kind).toBe('timeout');
  });

  it('the limit is per attempt: a repeat gets a fresh one', async () => {
    replies.push({ status: 500 }, { status: 200, body: { ok: true }, delayMs: 200 });
    await expect(
      client({ figures }).api.call(READ('/rest/registration/countries', Ok)),
    ).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
  });

  it('an idempotent read is asked again after a 5xx and a dropped connection, waiting the delays', async () => {
    const times: number[] = [];
    const fetchTimed: typeof fetch = (input, init) => {
      times.push(performance.now());
      return fetch(input, init);
    };
    replies.push({ status: 502 }, { status: 0 }, { status: 200, body: { ok: true } });
    await expect(
      client({ figures, fetch: fetchTimed }).api.call(
        READ('/rest/documents/list/registration', Ok),
      ),
    ).resolves.toEqual({ ok: true });
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(35);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(115);
  });

  it('after the last repeat the failure stands (SPEC §8: the 5xx page follows)', async () => {
    replies.push({ status: 500 }, { status: 503 }, { status: 500, body: { message: 'down' } });
    const error = await failure(client({ figures }).api.call(READ('/rest/client/info', Ok)));
    expect(error).toMatchObject({ kind: 'fatal', statusCode: 500, message: 'down' });
    expect(seen).toHaveLength(3);
  });

  it('neither a submission nor a 4xx answer is repeated', async () => {
    replies.push({ status: 500 });
    await failure(
      client({ figures }).api.call(POST('/rest/registration/passport', Ok), { issuer: 'МВД' }),
    );
    expect(seen).toHaveLength(1);
    replies.push({ status: 404, body: {} });
    await failure(client({ figures }).api.call(READ('/rest/documents/list/9', Ok)));
    expect(seen).toHaveLength(2);
    replies.push({ status: 500 });
    await failure(client({ figures }).api.call(GET('/rest/registration/signing/redirect', Ok)));
    expect(seen).toHaveLength(3);
  });

  it("the caller's abort ends a hanging call at once, as an abort, without a repeat", async () => {
    const controller = new AbortController();
    replies.push({ status: -1 });
    const pending = client({ figures: { ...figures, timeoutMs: 10_000 } })
      .api.call(READ('/rest/registration/step', Ok), undefined, { signal: controller.signal })
      .catch((error: unknown) => error);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    const reason = await pending;
    expect(reason).not.toBeInstanceOf(ApiError);
    const cause = (reason as { cause?: { name?: string } }).cause;
    expect(cause?.name).toBe('AbortError');
    expect(seen).toHaveLength(1);
  });
});
