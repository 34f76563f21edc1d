import type { IncomingMessage } from 'node:http';
import { HttpError } from './reply';

const MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface ParsedBody {
  raw: string;
  /** JSON bodies parsed, urlencoded forms as a plain object, anything else undefined. */
  data: unknown;
  malformed: boolean;
}

export async function readBody(req: IncomingMessage): Promise<ParsedBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, { message: 'Payload Too Large' });
    chunks.push(buffer);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return { raw, data: Object.fromEntries(new URLSearchParams(raw)), malformed: false };
  }
  if (raw.trim() === '') return { raw, data: undefined, malformed: false };
  // Telemetry SDKs post JSON as text/plain (sendBeacon), so any non-form body is tried as JSON.
  try {
    return { raw, data: JSON.parse(raw) as unknown, malformed: false };
  } catch {
    return { raw, data: undefined, malformed: type.includes('json') };
  }
}
