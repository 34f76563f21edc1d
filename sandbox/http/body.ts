// Request bodies, read within limits before anything parses them: the size, then (scanning the
// bytes) the nesting depth and the length of every array and object, then UTF-8, then JSON.
// What docs/openapi.json says of every call's body: 413, 415 and 400 answers, as JSON.
import type { IncomingMessage } from 'node:http';
import { BODY_LIMITS, type Lang } from '../../contract';
import { text, type TextKey } from './i18n';
import { HttpError } from './reply';

/**
 * What a route takes:
 * - json: the contract's calls; a body, when there is one, is `application/json` in UTF-8;
 * - form: an HTML form's `application/x-www-form-urlencoded` fields (the signing page);
 * - any: JSON whatever its declared type, else the text as it came (the telemetry collectors,
 *   which browsers' sendBeacon feeds as text/plain, and the control calls).
 */
export type BodyKind = 'json' | 'form' | 'any';

export interface ParsedBody {
  raw: string;
  /** The parsed JSON or form fields; undefined for no body or text that is not JSON. */
  data: unknown;
}

export const NO_BODY: ParsedBody = { raw: '', data: undefined };

const refuse = (status: number, key: TextKey, lang: Lang) =>
  new HttpError(status, { message: text(key, lang) });

/** The media type of a Content-Type header, lower case, and its charset when it names one. */
function mediaTypeOf(header: string | undefined): { type: string; charset: string | null } {
  const [type = '', ...params] = (header ?? '').split(';');
  const charset = params
    .map((param) => /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(param)?.[1])
    .find(Boolean);
  return { type: type.trim().toLowerCase(), charset: charset?.toLowerCase() ?? null };
}

/** Reads at most `limit` bytes; null when the body is longer (the rest is left unread). */
async function readUpTo(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
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

/**
 * The body of `req` as a route of `kind` takes it, or an HttpError: 413 over the limits
 * (BODY_LIMITS), 415 for a json route sent anything but `application/json` (UTF-8), 400 for
 * bytes that are not UTF-8 or, where JSON is expected, not JSON. Every message in `lang`.
 */
export async function readBody(
  req: IncomingMessage,
  kind: BodyKind,
  lang: Lang,
): Promise<ParsedBody> {
  const bytes = await readUpTo(req, BODY_LIMITS.bytes);
  if (bytes === null) {
    // Not read to its end: the connection cannot carry another request.
    throw new HttpError(413, { message: text('tooLarge', lang) }, { connection: 'close' });
  }
  if (bytes.length === 0) return NO_BODY;
  const { type, charset } = mediaTypeOf(req.headers['content-type']);
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
