import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '../../../../qa/paths/qa-paths';
import {
  EnvironmentError,
  environmentSchema,
  loadEnvironment,
  parseEnvironment,
  phoneOf,
  type Environment,
} from '../../../../qa/environments/schema';
import { smsCode, stepHistory } from '../../../../qa/environments/sms';

const here = resolve(import.meta.dirname, '../../../../qa/environments');
const SANDBOX = resolve(here, 'sandbox.json');
const STAGING = resolve(here, 'staging.example.json');
const STAGING_VARIABLES = {
  STAGING_BASIC_AUTH: 'cWE6c2VjcmV0',
  STAGING_SMS_INBOX_TOKEN: 'token',
  STAGING_QA_TOKEN: 'qa-token',
};

const sandboxData = async () =>
  JSON.parse(await readFile(SANDBOX, 'utf8')) as Record<string, unknown> & {
    scenarios: Record<string, Record<string, unknown>>;
  };

/** The EnvironmentError `data` gets, as 'field: message'. */
function problemOf(data: unknown, variables: NodeJS.ProcessEnv = {}): string {
  try {
    parseEnvironment(data, 'env.json', variables);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvironmentError);
    expect((error as EnvironmentError).file).toBe('env.json');
    return `${(error as EnvironmentError).field}: ${(error as Error).message}`;
  }
  throw new Error('the environment was accepted');
}

test('sandbox.json is valid and names, per scenario of the paths, the IIN that makes the sandbox play it', async () => {
  const env = await loadEnvironment(SANDBOX, {});
  expect(Object.keys(env.scenarios).sort()).toEqual(Object.keys(SCENARIOS).sort());
  for (const [name, { iin }] of Object.entries(SCENARIOS)) {
    expect(env.scenarios[name as keyof typeof SCENARIOS]?.iin, name).toBe(iin);
  }
  expect(env.sms).toEqual({ method: 'lastDigits' });
});

test('staging.example.json is valid and writes out every field of the schema', async () => {
  const env = await loadEnvironment(STAGING, STAGING_VARIABLES);
  const raw = JSON.parse(await readFile(STAGING, 'utf8')) as Record<string, unknown> & {
    scenarios: Record<string, Record<string, unknown>>;
    limits: Record<string, unknown>;
    sms: Record<string, unknown>;
  };
  expect(Object.keys(raw).sort()).toEqual(Object.keys(environmentSchema.entries).sort());
  const applicants = Object.values(raw.scenarios);
  expect(applicants.some((a) => 'phone' in a)).toBe(true);
  expect(applicants.some((a) => 'phonePattern' in a)).toBe(true);
  expect(applicants.some((a) => 'note' in a)).toBe(true);
  expect(Object.keys(raw.limits).sort()).toEqual(['pathMs', 'requestMs', 'smsMs', 'stepMs']);
  expect(Object.keys(raw.sms).sort()).toEqual(['field', 'headers', 'method', 'url']);
  // A scenario the backend cannot play is left out, not dropped by the schema.
  expect(env.scenarios.tooYoung).toBeUndefined();
  expect(env.headers.Authorization).toBe('Basic cWE6c2VjcmV0');
});

describe('a malformed environment is refused, naming the field', () => {
  test.each([
    ['a bad IIN check digit', { iin: '900101300018' }, 'scenarios.standard.iin'],
    [
      'a phone that is not 7 and 10 digits',
      { phone: '8701', phonePattern: undefined },
      'scenarios.standard.phone',
    ],
    ['both a phone and a pattern', { phone: '77010000001' }, 'scenarios.standard'],
    ['a pattern without #', { phonePattern: '77010000001' }, 'scenarios.standard.phonePattern'],
  ])('%s', async (_, patch, field) => {
    const data = await sandboxData();
    data.scenarios.standard = JSON.parse(
      JSON.stringify({ ...data.scenarios.standard, ...patch }),
    ) as Record<string, unknown>;
    expect(problemOf(data).startsWith(`${field}: env.json: ${field}: `)).toBe(true);
  });

  test('a scenario the paths do not know', async () => {
    const data = await sandboxData();
    data.scenarios.standrad = data.scenarios.standard as Record<string, unknown>;
    expect(problemOf(data)).toContain('scenarios.standrad');
  });

  test('no standard applicant', async () => {
    const data = await sandboxData();
    delete data.scenarios.standard;
    expect(problemOf(data)).toContain('scenarios.standard');
  });

  test('an unknown SMS method, a fixed code that is not 4 digits, a URL without {phone}', async () => {
    const data = await sandboxData();
    expect(problemOf({ ...data, sms: { method: 'sms' } })).toMatch(/^sms\.method: /);
    expect(problemOf({ ...data, sms: { method: 'fixed', code: '12' } })).toMatch(/^sms\.code: /);
    expect(problemOf({ ...data, sms: { method: 'url', url: '/sandbox/sms' } })).toMatch(
      /^sms\.url: /,
    );
  });

  test('a base URL that is not http(s), a limit that is not a number, an unknown field', async () => {
    const data = await sandboxData();
    expect(problemOf({ ...data, baseUrl: 'ftp://x' })).toMatch(/^baseUrl: /);
    expect(problemOf({ ...data, limits: { stepMs: '15s' } })).toMatch(/^limits\.stepMs: /);
    expect(problemOf({ ...data, baseURL: 'http://x' })).toMatch(/^baseURL: /);
  });

  test('a header naming an environment variable that is not set', async () => {
    const data = await sandboxData();
    const headers = { Authorization: 'Basic ${QA_UNSET_VARIABLE}' };
    expect(problemOf({ ...data, headers })).toBe(
      'headers.Authorization: env.json: headers.Authorization: the environment variable QA_UNSET_VARIABLE is not set',
    );
    const env = parseEnvironment({ ...data, headers }, 'env.json', { QA_UNSET_VARIABLE: 'abc' });
    expect(env.headers).toEqual({ Authorization: 'Basic abc' });
  });

  test('a missing file and a file that is not JSON name the file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'env-'));
    await expect(loadEnvironment(join(dir, 'none.json'))).rejects.toThrow(
      `${join(dir, 'none.json')}: no such file`,
    );
    await writeFile(join(dir, 'broken.json'), '{ "name": ');
    await expect(loadEnvironment(join(dir, 'broken.json'))).rejects.toThrow(
      `${join(dir, 'broken.json')}: not valid JSON`,
    );
  });
});

test('a phone pattern makes a fresh phone per run: each # a digit, the rest kept', () => {
  const applicant = { iin: '900101300017', phonePattern: '7701###00##' };
  const digits = [0.05, 0.15, 0.25, 0.35, 0.95];
  let i = 0;
  expect(phoneOf(applicant, () => digits[i++] ?? 0)).toBe('77010120039');
  expect(phoneOf(applicant)).toMatch(/^7701\d{3}00\d{2}$/);
  expect(phoneOf({ iin: '900101300017', phone: '77010000001' })).toBe('77010000001');
});

describe('the SMS code', () => {
  const base = async (sms: unknown, extra: object = {}): Promise<Environment> =>
    parseEnvironment({ ...(await sandboxData()), sms, ...extra }, 'env.json', {});

  test('lastDigits is the phone’s last four digits; fixed is the code written', async () => {
    expect(await smsCode(await base({ method: 'lastDigits' }), '77011234567')).toBe('4567');
    expect(await smsCode(await base({ method: 'fixed', code: '0000' }), '77011234567')).toBe(
      '0000',
    );
  });

  test('url reads the field of the JSON answer at the URL made for the phone, relative URLs on the API with its headers', async () => {
    const seen: { url: string; headers: Record<string, string> }[] = [];
    const fetchFn = (async (url: string, init: RequestInit) => {
      seen.push({ url, headers: init.headers as Record<string, string> });
      return new Response(JSON.stringify({ data: { sms: { code: '9876' } } }));
    }) as unknown as typeof fetch;
    const env = await base(
      {
        method: 'url',
        url: '/qa/sms?phone={phone}',
        field: 'data.sms.code',
        headers: { 'X-Inbox': 'k' },
      },
      { headers: { 'X-Staging': 's' } },
    );
    expect(await smsCode(env, '77011234567', fetchFn)).toBe('9876');
    expect(seen[0]?.url).toBe('http://127.0.0.1:5180/qa/sms?phone=77011234567');
    expect(seen[0]?.headers).toMatchObject({ 'X-Staging': 's', 'X-Inbox': 'k' });
  });

  test('url that never holds the code fails within smsMs, saying what it last got', async () => {
    const fetchFn = (async () =>
      new Response('{"message":"none"}', { status: 404 })) as unknown as typeof fetch;
    const env = await base(
      { method: 'url', url: 'https://inbox.example.kz/last?phone={phone}' },
      { limits: { smsMs: 1 } },
    );
    await expect(smsCode(env, '77011234567', fetchFn)).rejects.toThrow(
      'no SMS code for 77011234567 from https://inbox.example.kz/last?phone=77011234567 within 1 ms: status 404',
    );
  });
});

describe('the step history', () => {
  test('reads the list at the field of the JSON answer, on the API with the headers', async () => {
    const seen: { url: string; headers: Record<string, string> }[] = [];
    const fetchFn = (async (url: string, init: RequestInit) => {
      seen.push({ url, headers: init.headers as Record<string, string> });
      return new Response(JSON.stringify({ data: { steps: ['iin', 'personal'] } }));
    }) as unknown as typeof fetch;
    const env = parseEnvironment(
      {
        ...(await sandboxData()),
        history: { url: '/qa/applicants/{phone}', field: 'data.steps', headers: { 'X-QA': 'q' } },
      },
      'env.json',
      {},
    );
    expect(await stepHistory(env, '77011234567', fetchFn)).toEqual(['iin', 'personal']);
    expect(seen).toEqual([
      {
        url: 'http://127.0.0.1:5180/qa/applicants/77011234567',
        headers: { Accept: 'application/json', 'X-QA': 'q' },
      },
    ]);
  });

  test('is unknown without a history source, or when the answer holds no list', async () => {
    const data = await sandboxData();
    const none = parseEnvironment({ ...data, history: undefined }, 'env.json', {});
    expect(await stepHistory(none, '77011234567')).toBeUndefined();
    const env = parseEnvironment(data, 'env.json', {});
    const notFound = (async () => new Response('{}', { status: 404 })) as unknown as typeof fetch;
    expect(await stepHistory(env, '77011234567', notFound)).toBeUndefined();
  });
});
