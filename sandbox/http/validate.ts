// Every payload goes through the contract's valibot schema; failures become Laravel-style 422s
// with snake_case keys and one message per field, in the caller's language. Hono's validator
// middleware would do the parse, but not the 422's shape nor the language of its messages.
import * as v from 'valibot';
import type { Endpoint, Lang, ParsedPayloadOf } from '../../contract';
import type { SandboxContext } from './env';
import { validationFailed } from './refusal';

const snakeCase = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = (v.getDotPath(issue) ?? '').split('.').map(snakeCase).join('.') || 'body';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  lang: Lang,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { lang, abortPipeEarly: true });
  if (!result.success) throw validationFailed(fieldErrors(result.issues));
  return result.output;
}

/** The payload of a call of the table, parsed with its schema (its body, or its query). */
export function payloadOf<E extends Endpoint>(endpoint: E, c: SandboxContext): ParsedPayloadOf<E> {
  const input = endpoint.query ? c.req.query() : c.var.body.data;
  const schema = endpoint.body ?? endpoint.query;
  return (schema ? validate(schema, input, c.var.lang) : undefined) as ParsedPayloadOf<E>;
}
