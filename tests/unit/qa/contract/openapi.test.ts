import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import type * as v from 'valibot';
import { beforeAll, describe, expect, test } from 'vitest';
import { ENDPOINTS, type Endpoint } from '../../../../contract';
import { main, type Output } from '../../../../qa/contract/cli';
import {
  OPENAPI_FILE,
  openApiDocument,
  openApiPath,
  openApiText,
} from '../../../../qa/contract/openapi';

interface Operation {
  operationId: string;
  parameters: ({ name: string; in: string; required: boolean } | { $ref: string })[];
  requestBody?: { content: { 'application/json': { schema: { $ref: string } } } };
  responses: Record<string, { content?: { 'application/json': { schema: { $ref: string } } } }>;
  security?: Record<string, string[]>[];
}
interface JsonSchemaObject {
  properties?: Record<string, unknown>;
  required?: string[];
  anyOf?: JsonSchemaObject[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchemaObject>;
    securitySchemes: Record<string, { type: string; scheme: string }>;
  };
}

const rows = Object.entries(ENDPOINTS) as [string, Endpoint][];
let doc: Document;
beforeAll(async () => {
  doc = (await openApiDocument()) as unknown as Document;
});

const operationOf = (endpoint: Endpoint): Operation | undefined =>
  doc.paths[openApiPath(endpoint.path).path]?.[endpoint.method.toLowerCase()];

const schemaAt = (ref: { $ref: string } | undefined): JsonSchemaObject | undefined =>
  ref && doc.components.schemas[ref.$ref.replace('#/components/schemas/', '')];

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

test('every path of the document is a call of ENDPOINTS, and no call is missing', () => {
  const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const calls = rows.map(([, e]) => `${e.method} ${openApiPath(e.path).path}`);
  expect(documented.sort()).toEqual(calls.sort());
});

describe.each(rows)('ENDPOINTS.%s', (name, endpoint) => {
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
    expect(parameters).toContainEqual({ $ref: '#/components/parameters/VisitorId' });
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
    const answer = schemaAt(operation?.responses['200']?.content?.['application/json'].schema);
    if (endpoint.answer.type === 'object') {
      expect([...(answer?.required ?? [])].sort()).toEqual(required(endpoint.answer));
    } else {
      expect(answer?.anyOf?.length).toBeGreaterThan(1);
    }
  });

  test('asks for the bearer token exactly when the call is authenticated (SPEC.md §6), with 401 and 403', () => {
    const operation = operationOf(endpoint);
    expect(operation?.security).toEqual(endpoint.auth ? [{ bearer: [] }] : undefined);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(endpoint.auth ? ['401', '403', '5XX'] : ['5XX']),
    );
    if (!endpoint.auth) expect(operation?.responses['401']).toBeUndefined();
  });

  test('answers 422 with the field map when it takes a payload (SPEC.md §5)', () => {
    const responses = operationOf(endpoint)?.responses ?? {};
    if (endpoint.body || endpoint.query) {
      const error = schemaAt(responses['422']?.content?.['application/json'].schema);
      expect(error?.required).toEqual(['message', 'errors']);
    } else {
      expect(responses['422']).toBeUndefined();
    }
  });
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
