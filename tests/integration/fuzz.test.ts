// Issue 34: a fuzz of the sandbox driven by docs/openapi.json. Every operation gets its own
// examples, then hostile bodies: each property missing, of the wrong type, out of range, too
// long, with invisible marks; and bodies no JSON call takes: another content type, bytes that
// are not UTF-8, malformed JSON, over 1 MiB, nested 10,000 deep, 1,001 entries wide. Every answer
// must come in time, never be a 5xx, carry a status the document declares with a body its schema
// accepts, and accept (2xx) nothing the document refuses. The sandbox's read-back pages answer
// afterwards. Bounded: a few hundred bodies, seconds (FUZZ_SEED replays a run).
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { BODY_LIMITS } from '../../contract';
import { FunnelCounter } from '../../studio/funnel/core';
import { readSandbox } from '../../studio/funnel/sandbox-source';
import { useSandbox } from '../unit/sandbox/support';
import { accepts, hostileValues, OPERATIONS, resolved, type Operation } from './fuzz-document';

/** One answer may take this long; a slower one is a hang. */
const ANSWER_MS = 5_000;
/** Random mutations per operation, on top of its fixed hostile set. */
const RUNS_PER_OPERATION = 24;

/** The step each step-bound operation is answered on (contract README), so bodies reach validation. */
const STEP_OF: Record<string, string> = {
  iin: 'iin',
  personal: 'personal',
  passport: 'passport',
  personalAndPassport: 'personal_and_passport',
  signingRedirect: 'signing_init_success',
  signingResult: 'signing_init_success',
  signingRepeat: 'signing_failed',
  cabinet: 'personal_cabinet',
  livenessSession: 'verigram',
  livenessResult: 'verigram',
};

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

const sandbox = useSandbox({ stepDelayMs: 50, slowCallDelayMs: 50 }, { per: 'file' });
/** Requests sent in all (the jumps between included) and hostile attempts among them. */
let sent = 0;
let attempts = 0;
const findings: string[] = [];

afterAll(() => {
  console.info(
    `fuzz: ${attempts} attempts (${sent} requests with the jumps), FUZZ_SEED=${seed}, ${findings.length} findings`,
  );
});

interface Request {
  method: string;
  path: string;
  body?: Uint8Array | string;
  headers?: Record<string, string>;
}

async function raw({ method, path, body, headers = {} }: Request) {
  sent++;
  const response = await fetch(sandbox.url + path, {
    method,
    headers,
    body: typeof body === 'string' ? body : body && new Uint8Array(body),
    signal: AbortSignal.timeout(ANSWER_MS),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

const JSON_HEADERS = { 'content-type': 'application/json', 'x-visitor-id': 'fuzz' };

/** A phone logged in through the document's own login calls; its bearer token. */
let phones = 0;
async function loggedIn(): Promise<{ phone: string; token: string }> {
  const phone = `7701${String(1_000_000 + phones++).slice(-7)}`;
  const consent = { phone, document_template_ids: [1, 2, 3] };
  const post = (path: string, body: unknown) =>
    raw({ method: 'POST', path, body: JSON.stringify(body), headers: JSON_HEADERS });
  await post('/rest/documents/sign', consent);
  const signed = JSON.parse(
    (await post('/rest/documents/sign', { ...consent, sms_code: phone.slice(-4) })).text,
  ) as {
    documentToken: string;
  };
  const auth = JSON.parse(
    (await post('/rest/auth', { phone, documentToken: signed.documentToken })).text,
  ) as {
    bearerToken: string;
  };
  return { phone, token: auth.bearerToken };
}

/** What one hostile request is: the bytes, how they are labelled, and whether the document takes them. */
interface Attempt {
  what: string;
  body?: Uint8Array | string;
  type?: string;
  /** The document takes it (a well-formed JSON body its schema accepts, or none where none goes). */
  valid: boolean;
  headers?: Record<string, string>;
  query?: string;
}

/** Sends an attempt on `operation` as `applicant`, checks the answer, records what is wrong. */
async function exchange(
  operation: Operation,
  applicant: { phone: string; token: string } | null,
  attempt: Attempt,
) {
  const step = STEP_OF[operation.id];
  if (applicant && step) {
    await raw({
      method: 'POST',
      path: '/sandbox/control/jump',
      body: JSON.stringify({ phone: applicant.phone, step }),
      headers: JSON_HEADERS,
    });
  }
  const headers: Record<string, string> = {
    'x-visitor-id': 'fuzz',
    'accept-language': 'ru-RU,ru;q=0.9,kk;q=0.8',
    ...(attempt.type !== undefined && { 'content-type': attempt.type }),
    ...(applicant && { authorization: `Bearer ${applicant.token}` }),
    ...attempt.headers,
  };
  const where = `${operation.method} ${operation.path} ${attempt.what}`;
  attempts++;
  let answer: Awaited<ReturnType<typeof raw>>;
  try {
    answer = await raw({
      method: operation.method,
      path: operation.path + (attempt.query ?? ''),
      body: attempt.body,
      headers,
    });
  } catch (error) {
    findings.push(`${where}: no answer (${(error as Error).name})`);
    return;
  }
  const { status } = answer;
  const declared =
    operation.statuses.includes(String(status)) ||
    (status >= 500 && operation.statuses.includes('5XX'));
  if (status >= 500) findings.push(`${where}: ${status} ${answer.text.slice(0, 120)}`);
  else if (!declared) findings.push(`${where}: status ${status}, not in the document`);
  if (status < 300 && !attempt.valid)
    findings.push(`${where}: accepted (${status}) what the document refuses`);
  let data: unknown;
  try {
    data = JSON.parse(answer.text);
  } catch {
    findings.push(`${where}: ${status} answered with a body that is not JSON (${answer.type})`);
    return;
  }
  const schema = operation.answerSchema(status);
  if (declared && schema && !accepts(schema, data)) {
    findings.push(`${where}: the ${status} answer is off its schema: ${answer.text.slice(0, 120)}`);
  }
}

const json = (value: unknown) => JSON.stringify(value);
const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))),
  );

/** Bodies no JSON call takes, whatever its schema: their answer is 400, 413 or 415. */
function transportAttempts(example: unknown): Attempt[] {
  // A body with a string in it, so that quotes and bytes inside a string can be changed.
  const text = json(example ?? { probe: 'x' });
  const quote = text.indexOf('"', 1);
  const withBytes = (bad: number[]) => bytes(text.slice(0, quote + 1), bad, text.slice(quote + 1));
  return [
    { what: 'as text/plain', body: text, type: 'text/plain', valid: false },
    {
      what: 'as application/xml',
      body: '<phone>77011234567</phone>',
      type: 'application/xml',
      valid: false,
    },
    {
      what: 'form-encoded',
      body: 'phone=77011234567&documentToken=x',
      type: 'application/x-www-form-urlencoded',
      valid: false,
    },
    { what: 'with no content type', body: text, valid: false },
    {
      what: 'as windows-1251',
      body: text,
      type: 'application/json; charset=windows-1251',
      valid: false,
    },
    { what: 'malformed JSON', body: text.slice(0, -1), type: 'application/json', valid: false },
    {
      what: 'single quotes',
      body: text.replaceAll('"', "'"),
      type: 'application/json',
      valid: false,
    },
    { what: 'bytes FF FE', body: withBytes([0xff, 0xfe]), type: 'application/json', valid: false },
    {
      what: 'an overlong encoding',
      body: withBytes([0xc0, 0xaf]),
      type: 'application/json',
      valid: false,
    },
    {
      what: 'an encoded surrogate',
      body: withBytes([0xed, 0xa0, 0x80]),
      type: 'application/json',
      valid: false,
    },
    {
      what: 'over 1 MiB',
      body: `{"pad":"${'ж'.repeat(BODY_LIMITS.bytes / 2)}"}`,
      type: 'application/json',
      valid: false,
    },
    {
      what: 'nested 10,000 deep',
      body: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
      type: 'application/json',
      valid: false,
    },
    {
      what: `${BODY_LIMITS.items + 1} entries`,
      body: `[${new Array(BODY_LIMITS.items + 1).fill('0').join(',')}]`,
      type: 'application/json',
      valid: false,
    },
  ];
}

/** The operation's own examples, then each property of the first one replaced or removed. */
function schemaAttempts(operation: Operation): { fixed: Attempt[]; random: fc.Arbitrary<Attempt> } {
  const schema = resolved(operation.body ?? {});
  const example = (operation.examples[0] ?? {}) as Record<string, unknown>;
  const attempt = (what: string, value: unknown): Attempt => ({
    what,
    body: json(value),
    type: 'application/json',
    valid: accepts(schema, value),
  });
  const properties = Object.entries(schema.properties ?? {});
  const replaced = (name: string, value: unknown) =>
    attempt(`${name} = ${json(value)}`, { ...example, [name]: value });
  const fixed = [
    ...operation.examples.map((value, i) => attempt(`example ${i}`, value)),
    attempt('an empty object', {}),
    attempt('a list', [example]),
    attempt('null', null),
    attempt('a string', 'x'),
    { what: 'no body', valid: false, type: 'application/json' },
    // Each property missing, null, of another type; a text with the marks of issue 34 inside it.
    ...properties.flatMap(([name, property]) => {
      const { [name]: _, ...without } = example;
      const own = resolved(property);
      const text = typeof example[name] === 'string' ? (example[name] as string) : 'Алматы';
      const half = Math.floor(text.length / 2);
      return [
        attempt(`${name} removed`, without),
        replaced(name, null),
        replaced(name, own.type === 'string' ? 12 : 'x'),
        ...(own.type === 'string'
          ? ['\u2028', '\u200B', '\u200F', '\n'].map((mark) =>
              replaced(name, text.slice(0, half) + mark + text.slice(half)),
            )
          : []),
        ...(own.type === 'integer' || own.type === 'number'
          ? [replaced(name, -1), replaced(name, 1.5), replaced(name, '1')]
          : []),
      ];
    }),
  ];
  const mutations = properties.flatMap(([name, property]) => [
    { name, remove: true, value: undefined as unknown },
    ...hostileValues(property, example[name]).map((value) => ({ name, remove: false, value })),
  ]);
  const random = fc
    .oneof(
      fc.constantFrom(...mutations),
      fc.record({
        name: fc.constantFrom(...properties.map(([name]) => name)),
        remove: fc.constant(false),
        value: fc.jsonValue({ maxDepth: 3 }),
      }),
      fc.record({
        name: fc.constantFrom(...properties.map(([name]) => name)),
        remove: fc.constant(false),
        value: fc.string({ unit: 'binary', maxLength: 40 }),
      }),
    )
    .map(({ name, remove, value }) => {
      const body: Record<string, unknown> = { ...example };
      if (remove) delete body[name];
      else body[name] = value;
      return attempt(`${name} ${remove ? 'removed' : `= ${json(value)?.slice(0, 60)}`}`, body);
    });
  return { fixed, random };
}

/** A query parameter's value replaced (or left out): only the GET with a query has them. */
function queryAttempts(operation: Operation): Attempt[] {
  return operation.query.flatMap(({ name, required, schema, examples }) => {
    const valueSchema = {
      type: 'object',
      properties: { [name]: schema },
      required: required ? [name] : [],
    };
    const values: (string | undefined)[] = [
      ...examples.map(String),
      undefined,
      '',
      'not a url',
      'javascript:alert(1)',
      'http://evil.example/steal',
      `http://127.0.0.1:8080/${'a'.repeat(5000)}`,
      'http://127.0.0.1:8080/\u2028',
    ];
    return values.map((value) => ({
      what: `${name}=${value?.slice(0, 40)}`,
      query: value === undefined ? '' : `?${name}=${encodeURIComponent(value)}`,
      valid: accepts(valueSchema, value === undefined ? {} : { [name]: value }),
    }));
  });
}

/** Headers a caller may get wrong on any call. */
function headerAttempts(operation: Operation): Attempt[] {
  const attempts: Attempt[] = [
    {
      what: 'Accept-Language not RFC 9110',
      headers: { 'accept-language': 'ru;q=2' },
      valid: false,
    },
  ];
  if (operation.onRest) {
    attempts.push({ what: 'no X-VISITOR-ID', headers: { 'x-visitor-id': '' }, valid: false });
  }
  if (operation.bearer) {
    attempts.push({
      what: 'an unknown token',
      headers: { authorization: 'Bearer nope' },
      valid: false,
    });
  }
  return attempts;
}

describe.each(OPERATIONS.map((operation) => [operation.id, operation] as const))(
  '%s',
  (_, operation) => {
    test('holds to the document under hostile requests', async () => {
      const applicant = operation.bearer ? await loggedIn() : null;
      const takesBody = operation.method !== 'GET';
      const fixed: Attempt[] = [...headerAttempts(operation), ...queryAttempts(operation)];
      if (takesBody) fixed.push(...transportAttempts(operation.examples[0]));
      if (operation.body) {
        const { fixed: own, random } = schemaAttempts(operation);
        fixed.push(...own);
        for (const attempt of fixed) await exchange(operation, applicant, attempt);
        await fc.assert(
          fc.asyncProperty(random, async (attempt) => {
            const before = findings.length;
            await exchange(operation, applicant, attempt);
            return findings.length === before;
          }),
          { numRuns: RUNS_PER_OPERATION, seed, endOnFailure: true },
        );
      } else {
        for (const attempt of fixed) await exchange(operation, applicant, attempt);
      }
      expect(
        findings.filter((finding) => finding.startsWith(`${operation.method} ${operation.path} `)),
      ).toEqual([]);
    });
  },
);

test('the read-back pages and the funnel still answer after the hostile bodies, the collectors bounded too', async () => {
  for (const path of ['/sandbox/collect', '/sandbox/csp-reports']) {
    for (const attempt of transportAttempts({ meta: {} })) {
      const answer = await raw({
        method: 'POST',
        path,
        body: attempt.body,
        headers: { ...(attempt.type && { 'content-type': attempt.type }) },
      });
      expect(answer.status, `${path} ${attempt.what}`).toBeLessThan(500);
    }
  }
  for (const path of [
    '/sandbox/utm',
    '/sandbox/telemetry',
    '/sandbox/telemetry.ndjson',
    '/sandbox/csp-reports',
  ]) {
    const answer = await raw({ method: 'GET', path });
    expect(answer.status, path).toBe(200);
  }
  const counter = new FunnelCounter();
  await expect(readSandbox(counter, sandbox.url)).resolves.toBeUndefined();
  expect(sent).toBeGreaterThan(300);
  expect(findings).toEqual([]);
});
