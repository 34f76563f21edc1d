// Marketing attribution (SPEC §3, §4, §5, §8): the utm_* parameters a visitor landed with are
// kept in local storage and, once the visitor reaches a login or registration screen, sent to
// the server together with the previous landing's parameters.
import { LOCALES, withLocaleSuffix } from './locale';
import { getLogger } from './logger';

export const CURRENT_UTM_KEY = 'currentClientUTM';
export const PREVIOUS_UTM_KEY = 'previousClientUTM';
export const UTM_BULK_PATH = '/rest/utm/apply/bulk';

/** SPEC §4: the routes on which stored parameters are sent, as base names. */
const UTM_ROUTE_BASES = [
  'login',
  'login-iin',
  'register-address',
  'register-employment',
  'register-lk',
  'register-passport',
  'register-personal',
  'register-photo',
  'register-wait',
];

/** The same routes by full name, in every locale (SPEC §2: route names carry a locale suffix). */
export const UTM_ROUTES: readonly string[] = UTM_ROUTE_BASES.flatMap((base) =>
  LOCALES.map(({ code }) => withLocaleSuffix(base, code)),
);

export const UTM_NOT_FOUND = 'Current UTM parameters not found';
export const UTM_UNPARSEABLE = 'Cannot parse current UTM JSON String';

/** A record as the server takes it (contract/utm.ts): flat, each value text, a number or a flag. */
export type UtmRecord = Record<string, string | number | boolean | null> & {
  utm_timestamp?: number;
};

const isFlatValue = (value: unknown): boolean =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

export interface UtmBulkPayload {
  client_timestamp: number;
  utms: UtmRecord[];
}

function defaultStorage(): Storage {
  return window.localStorage;
}

/**
 * On landing: a query with any utm_* parameter becomes the current record (with the time it was
 * seen) and the record it replaces becomes the previous one. Returns the new record, if any.
 */
export function captureUtm(
  search: string | URLSearchParams,
  now: number = Date.now(),
  storage: Storage = defaultStorage(),
): UtmRecord | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const record: UtmRecord = {};
  for (const [key, value] of params) {
    if (key.startsWith('utm_') && key !== 'utm_timestamp') record[key] = value;
  }
  if (Object.keys(record).length === 0) return null;
  record.utm_timestamp = now;
  const replaced = storage.getItem(CURRENT_UTM_KEY);
  if (replaced !== null) storage.setItem(PREVIOUS_UTM_KEY, replaced);
  storage.setItem(CURRENT_UTM_KEY, JSON.stringify(record));
  return record;
}

function parseRecord(raw: string): UtmRecord | null {
  try {
    const value: unknown = JSON.parse(raw);
    // A stored record that is not flat (edited by hand, an old format) cannot be sent.
    return value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.values(value).every(isFlatValue)
      ? (value as UtmRecord)
      : null;
  } catch {
    return null;
  }
}

function withoutTimestamp(record: UtmRecord): string {
  const rest = Object.fromEntries(
    Object.entries(record).filter(([key]) => key !== 'utm_timestamp'),
  );
  return JSON.stringify(
    Object.fromEntries(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : 1))),
  );
}

/**
 * The current record's utm_source (the journey telemetry's cohort), undefined when there is no
 * record, it has no source as text, or storage cannot be read.
 */
export function currentUtmSource(storage?: Storage): string | undefined {
  try {
    const raw = (storage ?? defaultStorage()).getItem(CURRENT_UTM_KEY);
    const source = raw === null ? undefined : parseRecord(raw)?.utm_source;
    return typeof source === 'string' ? source : undefined;
  } catch {
    return undefined;
  }
}

/** The bulk payload from storage; rejects with the two errors of SPEC §5. */
export function readStoredUtm(
  now: number = Date.now(),
  storage: Storage = defaultStorage(),
): UtmBulkPayload {
  const rawCurrent = storage.getItem(CURRENT_UTM_KEY);
  if (rawCurrent === null) throw new Error(UTM_NOT_FOUND);
  const current = parseRecord(rawCurrent);
  if (!current) throw new Error(UTM_UNPARSEABLE);
  const rawPrevious = storage.getItem(PREVIOUS_UTM_KEY);
  const previous = rawPrevious === null ? null : parseRecord(rawPrevious);
  const utms = [current];
  if (previous && withoutTimestamp(previous) !== withoutTimestamp(current)) utms.push(previous);
  return { client_timestamp: now, utms };
}

export interface UtmSendDeps {
  post: (path: string, body: UtmBulkPayload) => Promise<unknown>;
  /** Resolves once the app can navigate (immediately when it already can). */
  whenReady: () => Promise<void>;
  /** Re-enters the current path, so the screen runs with the parameters applied. */
  navigateSamePath: () => void | Promise<void>;
  log?: (message: 'UTM Error', payload: { body: UtmBulkPayload; message: string }) => void;
  now?: () => number;
  storage?: Storage;
}

let sent = false;
let inFlight: Promise<void> | null = null;

/** Whether the stored parameters were sent since the visitor entered the login/register routes. */
export function isUtmSent(): boolean {
  return sent;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Sends the stored records once; a failed request is logged as 'UTM Error' and re-thrown. */
export async function sendStoredUtm(deps: UtmSendDeps): Promise<void> {
  const storage = deps.storage ?? defaultStorage();
  const body = readStoredUtm((deps.now ?? Date.now)(), storage);
  const log = deps.log ?? ((message, payload) => void getLogger().log('error', message, payload));
  try {
    await deps.post(UTM_BULK_PATH, body);
  } catch (error) {
    log('UTM Error', { body, message: messageOf(error) });
    throw error;
  }
  storage.removeItem(CURRENT_UTM_KEY);
  storage.removeItem(PREVIOUS_UTM_KEY);
  sent = true;
  await deps.whenReady();
  await deps.navigateSamePath();
}

/**
 * The navigation hook: on the attribution routes send once (failures swallowed, one request at
 * a time); on any other route forget that it was sent.
 */
export function utmNavigationCheck(routeName: string, deps: UtmSendDeps): Promise<void> {
  if (!UTM_ROUTES.includes(routeName)) {
    sent = false;
    return Promise.resolve();
  }
  if (sent) return Promise.resolve();
  inFlight ??= sendStoredUtm(deps)
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
