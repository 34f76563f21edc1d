// `npm run contract -- openapi`: the API this app expects, as OpenAPI 3.1, written from the
// contract's ENDPOINTS and valibot schemas, for a lender's backend team.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import * as prettier from 'prettier';
import * as v from 'valibot';
import * as contract from '../../contract';
import {
  ACCEPT_LANGUAGE,
  AUTH_COOKIE,
  AUTH_REQUIRED_MESSAGE,
  BODY_LIMITS,
  ENDPOINTS,
  FORM_PAYLOADS,
  messageErrorSchema,
  SAMPLE_VALUES,
  validationErrorSchema,
} from '../../contract';
import type { Endpoint } from '../../contract';
import { LIVENESS_PROVIDER_ENDPOINTS } from '../../contract/liveness-provider';
import { required } from '../../contract/messages';
import { text } from '../../sandbox/texts';
import { resolveSettings } from '../../scripts/build/settings';
import { firstProblem } from '../issue';
import { OPERATION_WORDS, TAGS, type CallName, type Example } from './operations';

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
  // The contract's messages are ruleMessage's functions of the issue's `lang`.
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
    description: description?.includes(RULES)
      ? `${description.slice(0, -1)}; «${rule}».`
      : `${description ? `${description} ` : ''}${RULES}«${rule}».`,
  };
}

/**
 * Marks a string schema carries while it is converted, taken out of the finished one:
 * - TRIMMED, set by `trim`: the rules after it hold for the value without the white space
 *   around it, so their patterns admit that white space (`^\s*(?:…)\s*$`; JavaScript's `\s` is
 *   what trim removes);
 * - PATTERNS, every pattern of the schema in order: the converter's own `pattern` keeps one
 *   only, so the finished schema has the first as `pattern` and the others in `allOf`.
 */
const TRIMMED = 'x-trimmed';
const PATTERNS = 'x-patterns';

type Marked = JsonSchema & { [TRIMMED]?: boolean; [PATTERNS]?: string[] };

const TRIMMED_NOTE = 'White space around the value is ignored (trimmed).';

/** A regex action's pattern as JSON Schema holds it: no flags but `u` (always on there). */
function patternOf(requirement: RegExp, trimmed: boolean): string {
  if (requirement.flags !== '' && requirement.flags !== 'u') {
    throw new Error(
      `/${requirement.source}/${requirement.flags}: no JSON Schema pattern has flags`,
    );
  }
  const { source } = requirement;
  if (!trimmed) return source;
  if (!source.startsWith('^') || !source.endsWith('$')) {
    throw new Error(`/${source}/ follows a trim but is not anchored at both ends`);
  }
  return `^\\s*(?:${source.slice(1, -1)})\\s*$`;
}

/**
 * Actions JSON Schema has no word for: trimming relaxes the patterns after it, every JSON number
 * is finite, the e-mail rule is valibot's own pattern (not `format: email`, which other
 * validators read otherwise), and a custom check (a real IIN, a date not in the future) is
 * written out as the rule's message. The converter has already applied an action when this is
 * asked: a `pattern` here is the one it just set.
 */
const overrideAction: ConversionConfig['overrideAction'] = ({ valibotAction, jsonSchema }) => {
  const marked = jsonSchema as Marked;
  switch (valibotAction.type) {
    case 'trim':
      return {
        ...marked,
        [TRIMMED]: true,
        description: marked.description ? `${TRIMMED_NOTE} ${marked.description}` : TRIMMED_NOTE,
      } as Marked;
    case 'finite':
      return jsonSchema;
    case 'regex':
    case 'email': {
      const { requirement } = valibotAction as unknown as { requirement: RegExp };
      const { pattern: _set, format: _email, ...rest } = marked;
      const pattern = patternOf(requirement, marked[TRIMMED] === true);
      return { ...rest, [PATTERNS]: [...(marked[PATTERNS] ?? []), pattern] } as Marked;
    }
    case 'check':
    case 'partial_check':
      return withRule(jsonSchema, messageOf(valibotAction));
    default:
      return null;
  }
};

/** The schema with its marks turned into JSON Schema (PATTERNS) or taken out (TRIMMED). */
function finished(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(finished);
  if (value === null || typeof value !== 'object') return value;
  const { [TRIMMED]: _trimmed, [PATTERNS]: patterns = [], ...rest } = value as Marked;
  const [first, ...others] = patterns;
  return Object.fromEntries(
    Object.entries({
      ...rest,
      ...(first !== undefined && { pattern: first }),
      ...(others.length > 0 && { allOf: others.map((pattern) => ({ pattern })) }),
    }).map(([key, item]) => [key, finished(item)]),
  );
}

/** What a caller sends and a server answers: the input side of the schema. */
function jsonSchemaOf(schema: Schema): JsonSchema {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'throw',
    overrideAction,
  });
  return finished(json) as JsonSchema;
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

async function packageVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(resolve(ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

export type OpenApiDocument = Record<string, unknown>;

/** Every call the document describes: the app's (ENDPOINTS), then the liveness provider's. */
export const CALLS = [
  ...Object.entries(ENDPOINTS),
  ...Object.entries(LIVENESS_PROVIDER_ENDPOINTS),
] as [CallName, Endpoint][];

/** The statuses of a call's successful answers, each with its schema. */
export function successAnswers(endpoint: Endpoint): [number, Schema][] {
  return endpoint.answers
    ? Object.entries(endpoint.answers).map(([status, schema]) => [Number(status), schema])
    : [[200, endpoint.answer]];
}

/** Throws unless the example is what `schema` accepts: the document never shows a refused value. */
function checked(call: string, what: string, schema: Schema, example: Example): Example {
  const result = v.safeParse(schema, example.value);
  if (!result.success) {
    const { path, message } = firstProblem(result.issues);
    throw new Error(`${call}: the example ${what} is refused at ${path || '(body)'}: ${message}`);
  }
  return example;
}

const named = (examples: Record<string, Example>) =>
  Object.fromEntries(
    Object.entries(examples).map(([name, { summary, value }]) => [name, { summary, value }]),
  );

/** The error answers every call may give, as components the operations refer to. */
/**
 * A 422 as the server answers it: the sample applicant's IIN form with the IIN cut short and a
 * question left out, refused by the form's own schema, its messages by snake_case field.
 */
function refusedExample() {
  const sent = { ...SAMPLE_VALUES.iin, iin: SAMPLE_VALUES.iin.iin.slice(0, 8) };
  const { is_ipdl: _left, ...incomplete } = sent;
  const issues = v.safeParse(FORM_PAYLOADS.iin, incomplete, { lang: 'ru' }).issues ?? [];
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[v.getDotPath(issue) ?? 'body'] ??= []).push(issue.message);
  return { message: issues[0]?.message ?? '', errors };
}

/** The message of a field left out, as the catalogs' Russian says it. */
const missingField = () =>
  required({ input: undefined, type: 'string', expected: null, lang: 'ru' });

function errorResponses(json: (schema: Schema, name: string) => unknown) {
  const message = (ru: string, summary: string) => ({
    [summary.replace(/\W+/g, '_')]: { summary, value: { message: ru } },
  });
  const error = (
    description: string,
    examples: Record<string, unknown>,
    schema: Schema = messageErrorSchema,
  ) => ({
    description,
    content: { 'application/json': { ...(json(schema, 'MessageError') as object), examples } },
  });
  const mib = BODY_LIMITS.bytes / (1024 * 1024);
  return {
    BadRequest: error(
      'The request cannot be read: no X-VISITOR-ID header (a /rest call), an Accept-Language header not in the form of RFC 9110, or a body that is not UTF-8 or not JSON. Nothing is stored.',
      {
        ...message(text('visitorIdRequired', 'ru'), 'No X-VISITOR-ID'),
        ...message(text('malformedJson', 'ru'), 'Not JSON'),
        ...message(text('invalidUtf8', 'ru'), 'Not UTF-8'),
      },
    ),
    Unauthorized: error(
      `No valid bearer token (missing, unknown or expired): the message is '${AUTH_REQUIRED_MESSAGE}' (SPEC.md §8).`,
      message(AUTH_REQUIRED_MESSAGE, 'No session'),
    ),
    Forbidden: error(
      'Forbidden; the app treats it as a lost session (SPEC.md §6).',
      message(AUTH_REQUIRED_MESSAGE, 'Forbidden'),
    ),
    NotFound: error('No such resource.', message(text('notFound', 'ru'), 'Not found')),
    WrongStep: error(
      'Made on a step it does not belong to: nothing changes; `step_name` is the step the applicant is on.',
      {
        wrongStep: {
          summary: 'Still on the IIN step',
          value: { message: text('wrongStep', 'ru'), step_name: 'iin' },
        },
      },
      wrongStepErrorSchema,
    ),
    TooLarge: error(
      `The body is over the limits, checked before it is parsed: more than ${mib} MiB, arrays or objects nested deeper than ${BODY_LIMITS.depth}, or one of them with more than ${BODY_LIMITS.items} entries. The message is in the language of Accept-Language.`,
      {
        ...message(text('tooLarge', 'ru'), 'Too large'),
        ...message(text('tooDeep', 'ru'), 'Too deep'),
      },
    ),
    UnsupportedMediaType: error(
      'A body that is not `application/json` in UTF-8 (another Content-Type, none, or another charset). Nothing is read from it.',
      message(text('unsupportedMediaType', 'ru'), 'Not JSON'),
    ),
    ValidationFailed: error(
      `Validation failed: the messages by snake_case field (a nested one dotted: \`document_template_ids.0\`), in the language of Accept-Language; \`message\` is the first of them (SPEC.md §5). A missing field says «${missingField()}», a value of the wrong type or range says what it must be.`,
      {
        fields: {
          summary: 'Two fields refused',
          value: refusedExample(),
        },
      },
      validationErrorSchema,
    ),
    ServerError: error(
      'Server error: the app shows its 500 page; 503 means technical works (SPEC.md §8).',
      message(text('technicalWorks', 'ru'), 'Technical works'),
    ),
  };
}

const response = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** The OpenAPI 3.1 document of every call: ENDPOINTS and the liveness provider's. */
export async function openApiDocument(): Promise<OpenApiDocument> {
  const schemas: Record<string, JsonSchema> = {};
  const seen = new Map<Schema, string>();
  const ref = (schema: Schema, fallback: string) => {
    let name = seen.get(schema);
    if (name === undefined) {
      name = NAMES.get(schema) ?? fallback;
      if (name in schemas) throw new Error(`two schemas named ${name}`);
      schemas[name] = jsonSchemaOf(schema);
      seen.set(schema, name);
    }
    return { $ref: `#/components/schemas/${name}` };
  };
  const json = (schema: Schema, fallback: string) => ({ schema: ref(schema, fallback) });

  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of CALLS) {
    const words = OPERATION_WORDS[name];
    const call = `${endpoint.method} ${endpoint.path}`;
    const { path, params } = openApiPath(endpoint.path);
    const onRest = endpoint.path.startsWith('/rest/');
    const parameters: unknown[] = [
      ...params.map((param) => ({
        name: param,
        in: 'path',
        required: true,
        schema: { type: 'string' },
        ...(words.pathValues?.[param] !== undefined && { example: words.pathValues[param] }),
      })),
      ...(onRest ? [{ $ref: '#/components/parameters/VisitorId' }] : []),
      { $ref: '#/components/parameters/AcceptLanguage' },
    ];
    const payload = endpoint.body ?? endpoint.query;
    const requests = Object.fromEntries(
      Object.entries(words.requests ?? {}).map(([example, value]) => {
        if (!payload) throw new Error(`${call}: a request example, but the call takes no payload`);
        return [example, checked(call, example, payload, value)];
      }),
    );
    if (endpoint.query) {
      const query = jsonSchemaOf(endpoint.query);
      const required = new Set(query.required ?? []);
      for (const [param, schema] of Object.entries(query.properties ?? {})) {
        const examples = Object.fromEntries(
          Object.entries(requests).map(([example, { summary, value }]) => [
            example,
            { summary, value: (value as Record<string, unknown>)[param] },
          ]),
        );
        parameters.push({
          name: param,
          in: 'query',
          required: required.has(param),
          schema,
          examples,
        });
      }
    }

    const responses: Record<string, unknown> = {};
    const successes = successAnswers(endpoint);
    for (const [status, schema] of successes) {
      const examples = words.answers[status];
      if (!examples) throw new Error(`${call}: no example of its ${status} answer`);
      for (const [example, value] of Object.entries(examples))
        checked(call, `${status} ${example}`, schema, value);
      responses[String(status)] = {
        description: words.answerDescriptions?.[status] ?? 'The answer.',
        content: {
          'application/json': {
            ...json(
              schema,
              successes.length > 1 ? `${pascal(name)}Answer${status}` : `${pascal(name)}Answer`,
            ),
            examples: named(examples),
          },
        },
        ...(endpoint === ENDPOINTS.cabinet && {
          headers: {
            'Set-Cookie': {
              description: `Sets the \`${AUTH_COOKIE}\` cookie (path /, SameSite Lax, HttpOnly, 8 hours).`,
              schema: { type: 'string' },
            },
          },
        }),
      };
    }
    const stray = Object.keys(words.answers).filter(
      (status) => !successes.some(([s]) => String(s) === status),
    );
    if (stray.length > 0)
      throw new Error(`${call}: examples of answers it never gives: ${stray.join(', ')}`);

    const takesBody = endpoint.method !== 'GET';
    responses['400'] = response('BadRequest');
    if (endpoint.auth) {
      responses['401'] = response('Unauthorized');
      responses['403'] = response('Forbidden');
    }
    if (params.length > 0) responses['404'] = response('NotFound');
    if (endpoint.stepBound) responses['409'] = response('WrongStep');
    if (takesBody) {
      responses['413'] = response('TooLarge');
      responses['415'] = response('UnsupportedMediaType');
    }
    if (payload) responses['422'] = response('ValidationFailed');
    responses['5XX'] = response('ServerError');

    paths[path] = {
      ...paths[path],
      [endpoint.method.toLowerCase()]: {
        operationId: name,
        tags: [TAGS[words.tag].name],
        summary: words.summary,
        description: [
          words.description,
          endpoint.idempotent &&
            'A read that changes nothing: the app asks again after a 5xx or a lost connection.',
        ]
          .filter(Boolean)
          .join(' '),
        parameters,
        ...(endpoint.body && {
          requestBody: {
            required: true,
            description: `JSON in UTF-8, at most ${BODY_LIMITS.bytes / (1024 * 1024)} MiB (413 over the limits, 415 in another type).`,
            content: {
              'application/json': {
                ...json(endpoint.body, `${pascal(name)}Payload`),
                ...(Object.keys(requests).length > 0 && { examples: named(requests) }),
              },
            },
          },
        }),
        responses,
        security: endpoint.auth ? [{ bearer: [] }] : [],
      },
    };
  }

  const { company } = resolveSettings('sandbox', ROOT);
  // Before the schemas are listed: the error answers add theirs.
  const responses = errorResponses(json);
  return {
    openapi: '3.1.0',
    info: {
      title: `${company.brand} registration API`,
      version: await packageVersion(),
      description:
        "The calls of SPEC.md §7 as this web app makes them, and the liveness provider's calls its script makes, written by `npm run contract -- openapi` from contract/endpoints.ts and its valibot schemas (do not edit by hand). Schemas describe what travels: a server sends what its answer schema accepts and refuses (4xx) what a payload schema refuses. Every body is JSON in UTF-8; free text never holds markup, line breaks or invisible characters.",
      contact: { name: company.brand, email: company.email },
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      { url: 'http://127.0.0.1:5180', description: 'The embedded sandbox (`npm run sandbox`).' },
    ],
    tags: Object.values(TAGS),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      responses,
      parameters: {
        VisitorId: {
          name: 'X-VISITOR-ID',
          in: 'header',
          required: true,
          description: "The visitor's identifier, sent with every /rest call (SPEC.md §7).",
          schema: { type: 'string', minLength: 1 },
          example: '2f1c7a9e-4b3d-4e8f-9a6b-1c2d3e4f5a6b',
        },
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description:
            'The language of the messages (422, 400, 409, 413…): the most preferred of Russian (`ru`) and Kazakh (`kk`, or the backend code `kz` the app sends, SPEC.md §9), as RFC 9110 §12.5.4 writes it and browsers send it; Russian when it names neither. A header not in that form answers 400.',
          schema: { type: 'string', pattern: ACCEPT_LANGUAGE.source },
          examples: {
            browser: { summary: 'A browser', value: 'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7' },
            kazakh: { summary: 'A browser in Kazakh', value: 'kk-KZ,kk;q=0.9,ru;q=0.8' },
            app: { summary: 'The app (backend code)', value: 'kz' },
          },
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
