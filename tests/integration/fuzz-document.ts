// docs/openapi.json read the way a fuzzer reads it: every operation with its payload schema,
// named examples, declared statuses and answer schemas, a standard JSON Schema 2020-12 validator
// (Ajv, formats and Unicode patterns on) to say what the document refuses, and the hostile values
// each property's schema suggests.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { OPENAPI_FILE } from '../../qa/contract/openapi';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  maxProperties?: number;
  $ref?: string;
}

interface Media {
  schema: JsonSchema;
  examples?: Record<string, { value: unknown }>;
}

interface RawOperation {
  operationId: string;
  parameters: (
    | { $ref: string }
    | {
        name: string;
        in: string;
        required: boolean;
        schema: JsonSchema;
        examples?: Record<string, { value: unknown }>;
        example?: string;
      }
  )[];
  requestBody?: { content: { 'application/json': Media } };
  responses: Record<string, { $ref?: string; content?: { 'application/json': Media } }>;
  security: unknown[];
}

interface Document {
  paths: Record<string, Record<string, RawOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, { content: { 'application/json': Media } }>;
  };
}

export const DOC = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Document;

const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats.default(ajv);

/** A component `$ref` resolved; any other schema as it is. */
export function resolved(schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = DOC.components.schemas[name];
  if (!target) throw new Error(`no schema ${schema.$ref}`);
  return target;
}

const compiled = new Map<JsonSchema, ValidateFunction>();

/** Whether the document accepts `value` as `schema` (a standard validator's verdict). */
export function accepts(schema: JsonSchema, value: unknown): boolean {
  const target = resolved(schema);
  let validate = compiled.get(target);
  if (!validate) {
    validate = ajv.compile(target);
    compiled.set(target, validate);
  }
  return validate(value);
}

export interface Operation {
  id: string;
  method: string;
  /** The path with its parameters filled from the document's examples. */
  path: string;
  onRest: boolean;
  bearer: boolean;
  body?: JsonSchema;
  /** The named request examples: what the document says a caller sends. */
  examples: unknown[];
  /** The query parameters (their schemas and example values). */
  query: { name: string; required: boolean; schema: JsonSchema; examples: unknown[] }[];
  /** Every status the document declares ('5XX' stays a range). */
  statuses: string[];
  /** The schema of the answer of a status, from the operation or its component response. */
  answerSchema(status: number): JsonSchema | undefined;
}

export const OPERATIONS: Operation[] = Object.entries(DOC.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, raw]): Operation => {
    let filled = path;
    const query: Operation['query'] = [];
    for (const parameter of raw.parameters) {
      if ('$ref' in parameter) continue;
      if (parameter.in === 'path')
        filled = filled.replace(`{${parameter.name}}`, parameter.example ?? 'x');
      if (parameter.in === 'query') {
        query.push({
          name: parameter.name,
          required: parameter.required,
          schema: parameter.schema,
          examples: Object.values(parameter.examples ?? {}).map(({ value }) => value),
        });
      }
    }
    const media = raw.requestBody?.content['application/json'];
    return {
      id: raw.operationId,
      method: method.toUpperCase(),
      path: filled,
      onRest: path.startsWith('/rest/'),
      bearer: raw.security.length > 0,
      body: media?.schema,
      examples: Object.values(media?.examples ?? {}).map(({ value }) => value),
      query,
      statuses: Object.keys(raw.responses),
      answerSchema(status) {
        const answer =
          raw.responses[String(status)] ?? (status >= 500 ? raw.responses['5XX'] : undefined);
        const own = answer?.$ref
          ? DOC.components.responses[answer.$ref.replace('#/components/responses/', '')]
          : answer;
        return own?.content?.['application/json'].schema;
      },
    };
  }),
);

/** Marks free text must never hold: line breaks, zero-width and bidi marks, fillers. */
export const INVISIBLE = [
  '\n',
  '\r',
  '\t',
  '\u0000',
  '\u0085',
  '\u00AD',
  '\u034F',
  '\u061C',
  '\u115F',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u2028',
  '\u2029',
  '\u202A',
  '\u202E',
  '\u2060',
  '\u2066',
  '\u2069',
  '\u2800',
  '\u3164',
  '\uFE0F',
  '\uFEFF',
  '\uD800',
  '\uE000',
];

const DEPTH = 40;

/**
 * Values a property's schema refuses, or that sit on its edges: every other JSON type, numbers
 * out of range or not whole, strings empty, too long, or with an invisible mark or markup in the
 * middle of `sample`, arrays empty, too long or of the wrong items, nesting too deep.
 */
export function hostileValues(schema: JsonSchema, sample: unknown): unknown[] {
  const own = resolved(schema);
  const options = own.anyOf ?? [own];
  const values: unknown[] = [null, true, 0, -1, 1.5, '', 'x', [], {}, [[[]]]];
  values.push(JSON.parse('['.repeat(DEPTH) + ']'.repeat(DEPTH)));
  for (const option of options) {
    if (option.type === 'integer' || option.type === 'number') {
      const floor = option.minimum ?? option.exclusiveMinimum ?? 0;
      values.push(floor - 1, floor - 0.5, floor + 0.5, 2 ** 53 + 2, -1e308, 1e308, '1');
    }
    if (option.type === 'string') {
      const text = typeof sample === 'string' && sample.length > 1 ? sample : 'Алматы';
      const middle = Math.floor(text.length / 2);
      for (const mark of [...INVISIBLE, '<', '>']) {
        values.push(text.slice(0, middle) + mark + text.slice(middle));
      }
      values.push(' ', `${text}\u00A0${text}`, 'ж'.repeat((option.maxLength ?? 100) + 1));
      values.push('9'.repeat(5000), '2024-02-30', '0000-00-00');
    }
    if (option.enum) values.push('maybe', String(option.enum[0]).toUpperCase());
    if (option.type === 'array') {
      values.push(
        [null],
        ['1'],
        Array.from({ length: (option.maxItems ?? 20) + 1 }, () => 1),
      );
    }
    if (option.type === 'object') values.push({ a: { b: { c: 1 } } }, { a: [1, 2] });
  }
  return values;
}
