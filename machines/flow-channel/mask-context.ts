import { REDACTED, redact } from '../../contract/redact';

/** Context keys whose every value is something the applicant typed: drafts, a submission. */
const TYPED = new Set(['drafts', 'submission']);

function maskAll(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskAll);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskAll(item)]));
  }
  return typeof value === 'string' && value !== '' ? REDACTED : value;
}

/**
 * An actor's context as /dev/flow may show it: plain data only (errors reduced to name and
 * message, functions and actor references dropped), the telemetry's redaction applied
 * (contract/redact: IIN, phone, names, document numbers, tokens), and whatever the applicant
 * typed into a form masked whole, since a free text has no pattern to find.
 */
export function maskContext(context: unknown): unknown {
  const plain: unknown = JSON.parse(
    JSON.stringify(context ?? null, (key, value: unknown) => {
      if (value instanceof Error) return { name: value.name, message: value.message };
      if (typeof value === 'function') return undefined;
      if (value !== null && typeof value === 'object' && 'getSnapshot' in value) return undefined;
      return TYPED.has(key) ? maskAll(value) : value;
    }) ?? 'null',
  );
  return redact(plain);
}
