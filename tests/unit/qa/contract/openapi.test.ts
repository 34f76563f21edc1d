import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type * as v from 'valibot';
import { beforeAll, describe, expect, test } from 'vitest';
import { PLAIN_TEXT, type Endpoint } from '../../../../contract';
import { main, type Output } from '../../../../qa/contract/cli';
import {
  CALLS,
  OPENAPI_FILE,
  openApiDocument,
  openApiPath,
  openApiText,
  successAnswers,
} from '../../../../qa/contract/openapi';

interface Examples {
  examples?: Record<string, { summary: string; value: unknown }>;
}
interface Media extends Examples {
  schema: { $ref: string };
}
interface Operation {
  operationId: string;
  tags: string[];
  description: string;
  parameters: ({ name: string; in: string; required: boolean } | { $ref: string })[];
  requestBody?: { content: { 'application/json': Media } };
  responses: Record<string, { $ref?: string; content?: { 'application/json': Media } }>;
  security?: Record<string, string[]>[];
}
interface JsonSchemaObject {
  type?: string | string[];
  properties?: Record<string, JsonSchemaObject>;
  items?: JsonSchemaObject;
  required?: string[];
  anyOf?: JsonSchemaObject[];
  allOf?: JsonSchemaObject[];
  pattern?: string;
  format?: string;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchemaObject>;
    responses: Record<string, { content: { 'application/json': Media } }>;
    parameters: Record<string, { schema: { pattern?: string } }>;
    securitySchemes: Record<string, { type: string; scheme: string }>;
  };
}

const rows = CALLS;
let doc: Document;
beforeAll(async () => {
  doc = (await openApiDocument()) as unknown as Document;
});

const operationOf = (endpoint: Endpoint): Operation | undefined =>
  doc.paths[openApiPath(endpoint.path).path]?.[endpoint.method.toLowerCase()];

const schemaAt = (ref: { $ref: string } | undefined): JsonSchemaObject | undefined =>
  ref && doc.components.schemas[ref.$ref.replace('#/components/schemas/', '')];

const componentResponse = (ref: { $ref?: string } | undefined) =>
  ref?.$ref ? doc.components.responses[ref.$ref.replace('#/components/responses/', '')] : undefined;

function capture(): Output & { text: () => string } {
  const lines: string[] = [];
  return {
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
    text: () => lines.join('\n'),
  };
}

test('docs/openapi.json is what `npm run contract -- openapi` writes now (run it after changing the contract)', async () => {
  expect(await readFile(OPENAPI_FILE, 'utf8')).toBe(await openApiText());
});

test('the document passes a standard OpenAPI validator as version 3.1, every $ref resolving', async () => {
  const validator = new Validator();
  const result = await validator.validate(JSON.parse(await readFile(OPENAPI_FILE, 'utf8')));
  expect(result.errors).toBeUndefined();
  expect(result.valid).toBe(true);
  expect(validator.version).toBe('3.1');
  expect(() => validator.resolveRefs()).not.toThrow();
});

test('every path of the document is a call of ENDPOINTS or of the liveness provider, and no call is missing', () => {
  const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const calls = rows.map(([, e]) => `${e.method} ${openApiPath(e.path).path}`);
  expect(documented.sort()).toEqual(calls.sort());
});

describe.each(rows)('%s', (name, endpoint) => {
  test('is documented at its method and path, named after its row', () => {
    expect(operationOf(endpoint)?.operationId).toBe(name);
  });

  test('has its :name segments as required path parameters and its query schema as query parameters', () => {
    const parameters = operationOf(endpoint)?.parameters ?? [];
    const named = (where: string) =>
      parameters.flatMap((p) => ('in' in p && p.in === where ? [[p.name, p.required]] : []));
    const pathParams = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => [m[1], true]);
    expect(named('path')).toEqual(pathParams);
    const query = endpoint.query as v.ObjectSchema<v.ObjectEntries, undefined> | undefined;
    expect(named('query')).toEqual(
      Object.entries(query?.entries ?? {}).map(([key, s]) => [key, s.type !== 'optional']),
    );
    const visitor = { $ref: '#/components/parameters/VisitorId' };
    if (endpoint.path.startsWith('/rest/')) expect(parameters).toContainEqual(visitor);
    else expect(parameters).not.toContainEqual(visitor);
    expect(parameters).toContainEqual({ $ref: '#/components/parameters/AcceptLanguage' });
  });

  test('has its payload and its answer as schemas requiring what the valibot objects require', () => {
    const operation = operationOf(endpoint);
    const required = (schema: v.GenericSchema) => {
      const object = (
        'pipe' in schema ? (schema.pipe as v.GenericSchema[])[0] : schema
      ) as v.ObjectSchema<v.ObjectEntries, undefined>;
      return Object.entries(object.entries ?? {})
        .filter(([, entry]) => !['optional', 'nullish'].includes(entry.type))
        .map(([key]) => key)
        .sort();
    };
    const body = schemaAt(operation?.requestBody?.content['application/json'].schema);
    if (endpoint.body) expect([...(body?.required ?? [])].sort()).toEqual(required(endpoint.body));
    else expect(operation?.requestBody).toBeUndefined();
    for (const [status, schema] of successAnswers(endpoint)) {
      const answer = schemaAt(
        operation?.responses[String(status)]?.content?.['application/json'].schema,
      );
      expect([...(answer?.required ?? [])].sort()).toEqual(required(schema));
    }
  });

  test('asks for the bearer token exactly when the call is authenticated (SPEC.md §6), with 401 and 403; `security: []` on the public ones', () => {
    const operation = operationOf(endpoint);
    expect(operation?.security).toEqual(endpoint.auth ? [{ bearer: [] }] : []);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(endpoint.auth ? ['401', '403', '5XX'] : ['5XX']),
    );
    if (!endpoint.auth) expect(operation?.responses['401']).toBeUndefined();
  });

  test('answers 422 with the field map when it takes a payload (SPEC.md §5)', () => {
    const responses = operationOf(endpoint)?.responses ?? {};
    if (endpoint.body || endpoint.query) {
      const error = componentResponse(responses['422']);
      expect(schemaAt(error?.content['application/json'].schema)?.required).toEqual([
        'message',
        'errors',
      ]);
    } else {
      expect(responses['422']).toBeUndefined();
    }
  });

  test('declares every error status the sandbox answers for it: 400, 409 on a step, 413 and 415 for a body, 5XX', () => {
    const statuses = Object.keys(operationOf(endpoint)?.responses ?? {});
    expect(statuses).toEqual(expect.arrayContaining(['400', '5XX']));
    if (endpoint.stepBound) expect(statuses).toContain('409');
    else expect(statuses).not.toContain('409');
    if (endpoint.method !== 'GET') expect(statuses).toEqual(expect.arrayContaining(['413', '415']));
  });

  test('has a tag, a summary and a description', () => {
    const operation = operationOf(endpoint);
    expect(operation?.tags).toHaveLength(1);
    expect(operation?.description.length).toBeGreaterThan(40);
  });
});

/** Every JSON Schema of the document, with the dotted place it is at. */
function* schemasIn(value: unknown, at = ''): Generator<[string, JsonSchemaObject]> {
  if (value === null || typeof value !== 'object') return;
  const schema = value as JsonSchemaObject;
  yield [at, schema];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    yield* schemasIn(child, `${at}.${key}`);
  }
  if (schema.items) yield* schemasIn(schema.items, `${at}[]`);
  for (const option of schema.anyOf ?? []) yield* schemasIn(option, at);
}

test('ids are integers from 1 everywhere, in the answers and in the payloads that send them back (a session id is an opaque string)', () => {
  // The first schema at a place is the property's own; its anyOf options come after it.
  const ids = [...new Map([...schemasIn({ properties: doc.components.schemas })].reverse())]
    .reverse()
    .filter(([at]) => /(\.id|_id|Id|_ids\[\])$/.test(at) && !at.endsWith('session_id'));
  expect(ids.map(([at]) => at)).toEqual(
    expect.arrayContaining([
      '.DocumentsListResponse.documents[].id',
      '.DocumentsSignPayload.document_template_ids[]',
      '.DocumentsSignedResponse.potentialContractId',
      '.CountriesResponse.countries[].id',
      '.CountriesResponse.default_country_id',
      '.PassportPayload.country_id',
      '.CabinetPayload.potential_contract_id',
    ]),
  );
  for (const [at, schema] of ids) {
    const numeric = (schema.anyOf ?? [schema]).filter((s) => s.type !== 'null');
    expect(numeric, at).toEqual([expect.objectContaining({ type: 'integer', minimum: 1 })]);
  }
});

test('documents/sign: 202 when sent without sms_code (no token in it), 200 with a token only with the code, each tied by its named example', () => {
  const sign = doc.paths['/rest/documents/sign']?.post;
  const body = sign?.requestBody?.content['application/json'];
  expect(Object.keys(body?.examples ?? {})).toEqual(['sendSms', 'sign']);
  expect(body?.examples?.sendSms?.value).not.toHaveProperty('sms_code');
  expect(body?.examples?.sign?.value).toHaveProperty('sms_code');
  const sent = sign?.responses['202']?.content?.['application/json'];
  const signed = sign?.responses['200']?.content?.['application/json'];
  expect(Object.keys(sent?.examples ?? {})).toEqual(['sendSms']);
  expect(Object.keys(signed?.examples ?? {})).toEqual(['sign']);
  expect(Object.keys(schemaAt(sent?.schema)?.properties ?? {})).toEqual([
    'sms_sent',
    'resend_after',
  ]);
  expect(schemaAt(signed?.schema)?.required).toContain('documentToken');
  expect(sign?.description).toContain('Without `sms_code`');
});

test('the liveness provider’s calls have their own tag', () => {
  const tags = ['/sandbox/liveness/session', '/sandbox/liveness/result'].map(
    (path) => doc.paths[path]?.post?.tags,
  );
  expect(tags).toEqual([['Liveness provider'], ['Liveness provider']]);
});

describe('Accept-Language', () => {
  const pattern = () =>
    new RegExp(doc.components.parameters.AcceptLanguage?.schema.pattern ?? '^$', 'u');

  test.each([
    'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7',
    'kk-KZ,kk;q=0.9,ru;q=0.8',
    'kz',
    'ru',
    '*',
    'en-GB, en;q=0.5 , *;q=0.1',
  ])('takes %j as a browser or the app sends it', (header) => {
    expect(pattern().test(header)).toBe(true);
  });

  test.each(['ru;q=2', 'русский', 'ru-', 'ru;lang=1', '<script>'])('refuses %j', (header) => {
    expect(pattern().test(header)).toBe(false);
  });
});

test('dates are `format: date` with the pattern YYYY-MM-DD', () => {
  const passport = doc.components.schemas.PassportPayload?.properties ?? {};
  for (const field of ['birthday', 'when', 'period_validity']) {
    expect(passport[field]).toMatchObject({
      type: 'string',
      format: 'date',
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    });
  }
});

test('free text carries the contract’s PLAIN_TEXT rule as its pattern, white space around it allowed (trimmed)', () => {
  const issuer = doc.components.schemas.PassportPayload?.properties?.issuer;
  expect(issuer?.pattern).toBe(`^\\s*(?:${PLAIN_TEXT.source.slice(1, -1)})\\s*$`);
  const name = doc.components.schemas.PersonalPayload?.properties?.first_name;
  const patterns = [name?.pattern, ...(name?.allOf ?? []).map((s) => s.pattern)].map(
    (p) => new RegExp(p ?? '', 'u'),
  );
  const accepts = (value: string) => patterns.every((p) => p.test(value));
  expect(accepts(' Айгерим ')).toBe(true);
  expect(accepts('Ай\u2028герим')).toBe(false);
  expect(accepts('Айгерим\u00A0Болатовна')).toBe(false);
});

test('every example is valid by its own schema in a standard JSON Schema 2020-12 validator', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const invalid: string[] = [];
  const check = (where: string, media: Media | undefined) => {
    const schema = schemaAt(media?.schema);
    if (!schema) return;
    const validate = ajv.compile(schema);
    for (const [name, { value }] of Object.entries(media?.examples ?? {})) {
      if (!validate(value)) invalid.push(`${where} ${name}: ${ajv.errorsText(validate.errors)}`);
    }
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      check(`${method} ${path} request`, operation.requestBody?.content['application/json']);
      for (const [status, answer] of Object.entries(operation.responses)) {
        check(`${method} ${path} ${status}`, answer.content?.['application/json']);
      }
    }
  }
  for (const [name, answer] of Object.entries(doc.components.responses)) {
    check(name, answer.content['application/json']);
  }
  expect(invalid).toEqual([]);
});

test('the bearer scheme is HTTP bearer', () => {
  expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
});

test('rules JSON Schema cannot state travel as their 422 message (the IIN check digit)', () => {
  const iin = doc.components.schemas.IinPayload?.properties?.iin as { description?: string };
  expect(iin.description).toContain('Неверная контрольная (последняя) цифра ИИН');
});

test('`openapi --out FILE` writes the document; `--check` exits 1 on a stale file and 0 on a current one', async () => {
  const file = join(await mkdtemp(join(tmpdir(), 'openapi-')), 'openapi.json');
  const io = capture();
  expect(await main(['openapi', '--out', file], io)).toBe(0);
  expect(await readFile(file, 'utf8')).toBe(await readFile(OPENAPI_FILE, 'utf8'));
  expect(io.text()).toContain(`${new Set(rows.map(([, e]) => e.path)).size} paths`);
  expect(await main(['openapi', '--out', file, '--check'], capture())).toBe(0);
  await writeFile(file, '{}\n');
  const stale = capture();
  expect(await main(['openapi', '--out', file, '--check'], stale)).toBe(1);
  expect(stale.text()).toContain('is stale');
});
