// No IIN, phone number, person's name or document number leaves the browser in telemetry or
// logs. Known fields are blanked by key; free text (messages, URLs, stack traces, serialized
// bodies) is scrubbed by pattern, because a value can travel far from the field it came from.
// It is here, on the floor every folder may read, because the app (telemetry, logs, the API
// client, the flow publisher) and the product team's studio (which redacts again what it hears)
// apply the same rule.

export const REDACTED = '[REDACTED]';

// Telemetry sends the same text item after item (the user agent, the page's address): each is
// scrubbed by pattern once while the patterns stay the same (a new sensitive key empties this),
// up to 500 texts. The known values are not kept here: they change as the applicant types.
const scrubbed = new Map<string, string>();
const SCRUBBED_MAX_ENTRIES = 500;
// Every pattern but the known values' needs one of these: three digits in a row (a phone's
// operator code, an IIN, a document number), "@" (e-mail), a quote (a JSON field) or "=" (a
// query field).
const MAY_MATCH_PATTERN = /\d{3}|[@"=]/;

// The sensitive keys, camelCase. Compared after lowering case and dropping '_' and '-':
// sms_code, smsCode and sms-code are one key. The registration forms' personal fields join them
// from their declarations (addSensitiveKeys, contract/registration.ts) as soon as code that can
// hold a form's values loads; the public pages' code never carries the forms. Plain `name` is not here: telemetry uses it
// for views, events, spans and browsers, and the API uses it for documents and countries.
const SENSITIVE = [
  'iin',
  'phone',
  'phoneNumber',
  'mobilePhone',
  'smsCode',
  'fullName',
  'givenName',
  'familyName',
  'surname',
  'patronymic',
  'fio',
  'clientName',
  'holderName',
  'email',
  'documentNumber',
  'passportNumber',
  'documentToken',
  'bearerToken',
  'accessToken',
  'refreshToken',
  'authorization',
  'bestframe',
];

const SENSITIVE_KEYS = new Set(SENSITIVE.map(normalizeKey));

function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[_-]/g, '');
}

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEYS.has(normalizeKey(key));
}

// Sensitive keys as they appear inside text: JSON ("sms_code":"…") and query strings
// (sms_code=…). Made from the same list, in its camelCase and snake_case spellings.
function keyPatterns() {
  const spellings = [
    ...new Set(
      SENSITIVE.flatMap((key) => [
        key,
        key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      ]),
    ),
  ].join('|');
  return {
    json: new RegExp(`("(?:${spellings})"\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|\\d+)`, 'g'),
    query: new RegExp(`([?&](?:${spellings})=)[^&#\\s"']*`, 'g'),
  };
}

let { json: JSON_FIELD, query: QUERY_FIELD } = keyPatterns();

/** Keys (camelCase or snake_case) whose values are blanked from now on: personal data. */
export function addSensitiveKeys(keys: readonly string[]): void {
  const camel = keys.map((key) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()));
  const added = camel.filter((key) => !SENSITIVE_KEYS.has(normalizeKey(key)));
  if (added.length === 0) return;
  SENSITIVE.push(...added);
  for (const key of added) SENSITIVE_KEYS.add(normalizeKey(key));
  ({ json: JSON_FIELD, query: QUERY_FIELD } = keyPatterns());
  scrubbed.clear();
}

// \b treats only ASCII word characters as word characters, so a number glued to Cyrillic text
// ("ИИН900101300017") is still found, while digits inside hex ids and longer numbers
// (timestamps) are not.
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// +7 / 8 / 7 followed by ten digits, with the separators of the +7 (999) 999-99-99 mask; the
// digits after the operator code may be masked with *, x, • or the mask placeholder _.
const PHONE =
  /(?:\+7|\b[78])[\s(-]*\d{3}[\s)-]*[\d*x•_]{3}[\s-]*[\d*x•_]{2}[\s-]*[\d*x•_]{2}(?![\d*x•_])/gi;
const IIN = /\b\d{12}\b/g;
const DOCUMENT_NUMBER = /\b\d{9}\b/g;

// Values the app has seen under a sensitive key (the applicant's names, places, …). A name
// has no pattern, so once a value is known it is scrubbed wherever it turns up in free text: an
// error message, a stack, a URL. The registration leaves the site for the signing page and comes
// back, so the values are kept for the tab in session storage (where the form drafts already are)
// and forgotten with it.
const MIN_KNOWN_LENGTH = 3;
const KNOWN_STORAGE_KEY = 'redact.known';
const known = new Set<string>();
let knownPattern: RegExp | null = null;

function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compileKnown(): void {
  // Longest first, so "Серикқызы" is not left half-replaced by a shorter known value.
  const alternatives = [...known].sort((a, b) => b.length - a.length).map(escapeRegExp);
  knownPattern = alternatives.length > 0 ? new RegExp(alternatives.join('|'), 'giu') : null;
}

function restoreKnown(): void {
  try {
    const stored: unknown = JSON.parse(tabStorage()?.getItem(KNOWN_STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored)) {
      for (const value of stored) if (typeof value === 'string') known.add(value);
    }
  } catch {
    // Unreadable: start empty; the next API traffic teaches the values again.
  }
  compileKnown();
}

restoreKnown();

/** Remembers the string values under sensitive keys of an API body or answer. */
export function rememberSensitiveValues(payload: unknown): void {
  const before = known.size;
  collectSensitive(payload, new WeakSet());
  if (known.size === before) return;
  compileKnown();
  try {
    tabStorage()?.setItem(KNOWN_STORAGE_KEY, JSON.stringify([...known]));
  } catch {
    // Storage full or blocked: the values still protect this page.
  }
}

function collectSensitive(value: unknown, seen: WeakSet<object>): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const [key, item] of Object.entries(value)) {
    if (isSensitiveKey(key) && typeof item === 'string') {
      // Numbers (IIN, phone, document, SMS code) are found by pattern; remembering short digit
      // strings would blank timestamps and durations.
      const text = item.trim();
      if (text.length >= MIN_KNOWN_LENGTH && /\p{L}/u.test(text)) {
        known.add(text);
        known.add(encodeURIComponent(text));
      }
    } else {
      collectSensitive(item, seen);
    }
  }
}

/** Forgets the remembered values (logout, tests). */
export function forgetSensitiveValues(): void {
  known.clear();
  knownPattern = null;
  try {
    tabStorage()?.removeItem(KNOWN_STORAGE_KEY);
  } catch {
    // Blocked storage holds nothing of ours.
  }
}

export function redactText(text: string): string {
  const named = knownPattern ? text.replace(knownPattern, REDACTED) : text;
  if (!MAY_MATCH_PATTERN.test(named)) return named;
  let result = scrubbed.get(named);
  if (result === undefined) {
    if (scrubbed.size >= SCRUBBED_MAX_ENTRIES) scrubbed.clear();
    result = named
      .replace(JSON_FIELD, `$1"${REDACTED}"`)
      .replace(QUERY_FIELD, `$1${REDACTED}`)
      .replace(EMAIL, REDACTED)
      .replace(PHONE, REDACTED)
      .replace(IIN, REDACTED)
      .replace(DOCUMENT_NUMBER, REDACTED);
    scrubbed.set(named, result);
  }
  return result;
}

/** A deep copy of `payload` with every sensitive value replaced; the shape is kept. */
export function redact<T>(payload: T): T {
  return redactValue(payload, new WeakMap()) as T;
}

function redactValue(value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(redactValue(item, seen));
    return copy;
  }
  if (value instanceof Error) {
    return redactValue({ name: value.name, message: value.message, stack: value.stack }, seen);
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      isSensitiveKey(key) && item !== null && item !== undefined && item !== ''
        ? REDACTED
        : redactValue(item, seen);
  }
  return copy;
}
