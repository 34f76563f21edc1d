// `npm run contract -- openapi`: the API this app expects, as OpenAPI 3.1, written from the
// contract's ENDPOINTS and valibot schemas, for a lender's backend team.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import * as prettier from 'prettier';
import * as v from 'valibot';
import * as contract from '../../contract';
import {
  AUTH_COOKIE,
  AUTH_REQUIRED_MESSAGE,
  ENDPOINTS,
  messageErrorSchema,
  validationErrorSchema,
} from '../../contract';
import type { Endpoint, EndpointName } from '../../contract';

const ROOT = resolve(import.meta.dirname, '../..');

/** Where the command writes the document (committed; a unit test keeps it current). */
export const OPENAPI_FILE = resolve(ROOT, 'docs/openapi.json');

type Schema = v.GenericSchema;

/** 409 of a registration call made on another step: the message and the step the server is on. */
const wrongStepErrorSchema = v.object({ ...messageErrorSchema.entries, step_name: v.string() });

/** Component names of the contract's exported schemas: `stepResponseSchema` → `StepResponse`. */
const NAMES = new Map<unknown, string>([
  ...Object.entries(contract).flatMap(([name, value]): [unknown, string][] =>
    v.isOfKind('schema', value as Schema) && name.endsWith('Schema')
      ? [[value, name.charAt(0).toUpperCase() + name.slice(1, -'Schema'.length)]]
      : [],
  ),
  [wrongStepErrorSchema, 'WrongStepError'],
]);

/** The message of a schema action, in Russian, as a 422 would carry it. */
function messageOf(action: unknown): string | undefined {
  const message = (action as { message?: unknown }).message;
  // The contract's messages are `msg(ru, kk)`, functions of the issue's `lang`.
  if (typeof message === 'function') return String(message({ lang: 'ru' }));
  return typeof message === 'string' ? message : undefined;
}

const RULES = 'Also checked by the server (422 messages): ';

/** Adds a rule JSON Schema cannot state to the schema's description, in one list per schema. */
function withRule(schema: JsonSchema, rule: string | undefined): JsonSchema {
  if (!rule) return schema;
  const { description } = schema;
  return {
    ...schema,
    description: description?.startsWith(RULES)
      ? `${description.slice(0, -1)}; «${rule}».`
      : `${description ? `${description} ` : ''}${RULES}«${rule}».`,
  };
}

/**
 * Actions JSON Schema has no word for: trimming is the server's business, every JSON number is
 * finite, `\p{L}` patterns need the unicode flag JSON Schema patterns have anyway, and a custom
 * check (a real IIN, a date not in the future, no markup) is written out as the rule's message.
 */
const overrideAction: ConversionConfig['overrideAction'] = ({ valibotAction, jsonSchema }) => {
  switch (valibotAction.type) {
    case 'trim':
    case 'finite':
      return jsonSchema;
    case 'regex': {
      const { requirement } = valibotAction as unknown as { requirement: RegExp };
      return requirement.flags === 'u' ? { ...jsonSchema, pattern: requirement.source } : null;
    }
    case 'check':
    case 'partial_check':
      return withRule(jsonSchema, messageOf(valibotAction));
    default:
      return null;
  }
};

/** What a caller sends and a server answers: the input side of the schema. */
function jsonSchemaOf(schema: Schema): JsonSchema {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'throw',
    overrideAction,
  });
  return json;
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** `/rest/documents/list/:id` → `/rest/documents/list/{id}` and its parameter names. */
export function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: converted, params };
}

/** Answers a call made on a step it does not belong to (contract README: 409). */
const isStepBound = (endpoint: Endpoint) =>
  endpoint.auth && !endpoint.idempotent && endpoint.path.startsWith('/rest/registration/');

async function packageVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(resolve(ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

export type OpenApiDocument = Record<string, unknown>;

/** The OpenAPI 3.1 document of every ENDPOINTS call. */
export async function openApiDocument(): Promise<OpenApiDocument> {
  const schemas: Record<string, JsonSchema> = {};
  const named = new Map<Schema, string>();
  const ref = (schema: Schema, fallback: string) => {
    let name = named.get(schema);
    if (name === undefined) {
      name = NAMES.get(schema) ?? fallback;
      if (name in schemas) throw new Error(`two schemas named ${name}`);
      schemas[name] = jsonSchemaOf(schema);
      named.set(schema, name);
    }
    return { $ref: `#/components/schemas/${name}` };
  };
  const json = (schema: Schema, fallback: string) => ({
    'application/json': { schema: ref(schema, fallback) },
  });
  const messageError = (description: string) => ({
    description,
    content: json(messageErrorSchema, 'MessageError'),
  });

  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(ENDPOINTS) as [EndpointName, Endpoint][]) {
    const { path, params } = openApiPath(endpoint.path);
    const parameters: unknown[] = [
      ...params.map((param) => ({
        name: param,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      { $ref: '#/components/parameters/VisitorId' },
      { $ref: '#/components/parameters/AcceptLanguage' },
    ];
    if (endpoint.query) {
      const query = jsonSchemaOf(endpoint.query);
      const required = new Set(query.required ?? []);
      for (const [param, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name: param, in: 'query', required: required.has(param), schema });
      }
    }
    const responses: Record<string, unknown> = {
      '200': {
        description: 'The answer.',
        content: json(endpoint.answer, `${pascal(name)}Answer`),
        ...(endpoint === ENDPOINTS.cabinet && {
          headers: {
            'Set-Cookie': {
              description: `Sets the \`${AUTH_COOKIE}\` cookie (path /, SameSite Lax).`,
              schema: { type: 'string' },
            },
          },
        }),
      },
      '400': messageError('No X-VISITOR-ID header, or a body that is not JSON.'),
    };
    if (endpoint.auth) {
      responses['401'] = messageError(
        `No valid bearer token: the message is '${AUTH_REQUIRED_MESSAGE}' (SPEC.md §8).`,
      );
      responses['403'] = messageError(
        'Forbidden; the app treats it as a lost session (SPEC.md §6).',
      );
    }
    if (params.length > 0) responses['404'] = messageError('No such resource.');
    if (isStepBound(endpoint)) {
      responses['409'] = {
        description: 'Made on another step: nothing changes; `step_name` is the current step.',
        content: json(wrongStepErrorSchema, 'WrongStepError'),
      };
    }
    if (endpoint.body || endpoint.query) {
      responses['422'] = {
        description:
          'Validation failed: messages by snake_case field, in the language of Accept-Language; `message` is the first of them (SPEC.md §5).',
        content: json(validationErrorSchema, 'ValidationError'),
      };
    }
    responses['5XX'] = messageError(
      'Server error: the app shows its 500 page; 503 means technical works (SPEC.md §8).',
    );

    paths[path] = {
      ...paths[path],
      [endpoint.method.toLowerCase()]: {
        operationId: name,
        summary: `${endpoint.method} ${path}`,
        ...(endpoint.idempotent && {
          description:
            'A read that changes nothing: the app asks again after a 5xx or a lost connection.',
        }),
        parameters,
        ...(endpoint.body && {
          requestBody: { required: true, content: json(endpoint.body, `${pascal(name)}Payload`) },
        }),
        responses,
        ...(endpoint.auth && { security: [{ bearer: [] }] }),
      },
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'QazCredit registration API',
      version: await packageVersion(),
      description:
        'The calls of SPEC.md §7 as this web app makes them, written by `npm run contract -- openapi` from contract/endpoints.ts and its valibot schemas (do not edit by hand). Schemas describe what travels: a server sends what its answer schema accepts.',
    },
    servers: [
      { url: 'http://127.0.0.1:5180', description: 'The embedded sandbox (`npm run sandbox`).' },
    ],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      parameters: {
        VisitorId: {
          name: 'X-VISITOR-ID',
          in: 'header',
          required: true,
          description: "The visitor's identifier, sent with every /rest call (SPEC.md §7).",
          schema: { type: 'string' },
        },
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description: 'The language of 422 messages: ru (default) or kk (kz also means Kazakh).',
          schema: { type: 'string', enum: ['ru', 'kk', 'kz'] },
        },
      },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The `bearerToken` that POST /rest/auth answers (SPEC.md §6).',
        },
      },
    },
  };
}

/** The document as the committed file holds it: JSON formatted by the project's Prettier. */
export async function openApiText(): Promise<string> {
  const config = (await prettier.resolveConfig(OPENAPI_FILE)) ?? {};
  return prettier.format(JSON.stringify(await openApiDocument()), {
    ...config,
    filepath: OPENAPI_FILE,
  });
}
