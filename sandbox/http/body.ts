// Request bodies, checked before anything parses them: Hono's bodyLimit holds the size; the rest
// is what Hono has no middleware for, each a JSON answer in the request's language as
// docs/openapi.json says of every call's body: the media type and charset (415), UTF-8 (400),
// the nesting depth and the length of every array and object (413, scanning the bytes), JSON
// (400). Hono's validator would parse first and answer in English.
import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import { BODY_LIMITS, type Lang } from '../../contract';
import { text, type TextKey } from '../texts';
import type { ParsedBody, SandboxEnv } from './env';
import { refusal } from './refusal';

/**
 * What a route takes:
 * - json: the contract's calls; a body, when there is one, is `application/json` in UTF-8;
 * - form: an HTML form's `application/x-www-form-urlencoded` fields (the signing page);
 * - any: JSON whatever its declared type, else the text as it came (the telemetry collectors,
 *   which browsers' sendBeacon feeds as text/plain, and the control calls).
 */
export type BodyKind = 'json' | 'form' | 'any';

export const NO_BODY: ParsedBody = { raw: '', data: undefined };

const refuse = (status: 400 | 413 | 415, key: TextKey, lang: Lang) =>
  refusal(status, { message: text(key, lang) });

/** The media type of a Content-Type header, lower case, and its charset when it names one. */
function mediaTypeOf(header: string | undefined): { type: string; charset: string | null } {
  const [type = '', ...params] = (header ?? '').split(';');
  const charset = params
    .map((param) => /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(param)?.[1])
    .find(Boolean);
  return { type: type.trim().toLowerCase(), charset: charset?.toLowerCase() ?? null };
}

/**
 * The first limit a JSON text breaks, scanning its bytes once (no parsing, no recursion): an
 * array or object nested deeper than `depth`, or one holding more than `items` entries. Bytes of
 * multi-byte UTF-8 characters are never ASCII, so brackets, commas and quotes are found as bytes.
 */
export function structureProblem(
  bytes: Uint8Array,
  limits: { depth: number; items: number } = BODY_LIMITS,
): 'tooDeep' | 'tooManyItems' | null {
  const commas: number[] = [];
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === 0x5c /* \ */) i++;
      else if (byte === 0x22 /* " */) inString = false;
      continue;
    }
    if (byte === 0x22) inString = true;
    else if (byte === 0x5b /* [ */ || byte === 0x7b /* { */) {
      if (commas.push(0) > limits.depth) return 'tooDeep';
    } else if (byte === 0x5d /* ] */ || byte === 0x7d /* } */) commas.pop();
    else if (byte === 0x2c /* , */ && commas.length > 0) {
      const top = commas.length - 1;
      commas[top] = (commas[top] ?? 0) + 1;
      if ((commas[top] ?? 0) >= limits.items) return 'tooManyItems';
    }
  }
  return null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as a route of `kind` takes it (see the top of the file), or a refusal. */
function parse(bytes: Uint8Array, header: string | undefined, kind: BodyKind, lang: Lang) {
  if (bytes.length === 0) return NO_BODY;
  const { type, charset } = mediaTypeOf(header);
  if (kind === 'json' && (type !== 'application/json' || (charset && charset !== 'utf-8'))) {
    throw refuse(415, 'unsupportedMediaType', lang);
  }
  if (kind === 'form' && type !== 'application/x-www-form-urlencoded') {
    throw refuse(415, 'unsupportedMediaType', lang);
  }
  let raw: string;
  try {
    raw = utf8.decode(bytes);
  } catch {
    throw refuse(400, 'invalidUtf8', lang);
  }
  if (kind === 'form') return { raw, data: Object.fromEntries(new URLSearchParams(raw)) };
  if (raw.trim() === '') return { raw, data: undefined };
  const problem = structureProblem(bytes);
  if (problem) throw refuse(413, problem, lang);
  try {
    return { raw, data: JSON.parse(raw) as unknown };
  } catch {
    // A collector keeps what is not JSON as text; a JSON body must be JSON.
    if (kind === 'any' && !type.includes('json')) return { raw, data: undefined };
    throw refuse(400, 'malformedJson', lang);
  }
}

/** The route's body, read within BODY_LIMITS.bytes and parsed as `kind` into `c.var.body`. */
export const body = (kind: BodyKind) =>
  every(
    bodyLimit({
      maxSize: BODY_LIMITS.bytes,
      // Not read to its end: the connection cannot carry another request.
      onError: (c) => {
        throw refusal(413, { message: text('tooLarge', c.var.lang) }, { connection: 'close' });
      },
    }),
    createMiddleware<SandboxEnv>(async (c, next) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      c.set('body', parse(bytes, c.req.header('content-type'), kind, c.var.lang));
      await next();
    }),
  );
