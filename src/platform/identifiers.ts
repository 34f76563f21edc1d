// The visitor id (`uid`, sent as X-VISITOR-ID) and the persistent device id (`device_guid`) of
// SPEC §3 and §9. Each storage can be cleared or blocked on its own (private mode, cookie
// cleaners, a new tab), so the values are kept in several places and healed from the survivors.
import { getCookie, setCookie } from './cookies';

export const UID_KEY = 'uid';
export const DEVICE_GUID_KEY = 'device_guid';

const UID_MAX_AGE_SECONDS = 5 * 365 * 24 * 60 * 60;
export const DEVICE_GUID_EXPIRES = new Date(Date.UTC(2040, 11, 31, 23, 59, 59));

// An id written by this or an older version of the site; anything else is someone else's data.
const ID_PATTERN = /^[\w-]{8,64}$/;

function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** A new random id (the visitor's, a telemetry session's). */
export function newId(): string {
  return crypto.randomUUID();
}

// Storage access throws when the browser blocks it (Safari private mode, sandboxed iframes).
function storageOf(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

function readStorage(kind: 'localStorage' | 'sessionStorage', key: string): string | undefined {
  try {
    return storageOf(kind)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function writeStorage(kind: 'localStorage' | 'sessionStorage', key: string, value: string): void {
  try {
    storageOf(kind)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the other places still hold the id.
  }
}

// window.name survives navigations within the tab, even across origins' storage resets. Other
// scripts may use it too, so the id lives as one key of a JSON object, and a foreign non-JSON
// value is left untouched.
type WindowNameData = Record<string, unknown>;

function parseWindowName(): WindowNameData | undefined {
  if (typeof window === 'undefined') return undefined;
  if (window.name === '') return {};
  try {
    const parsed: unknown = JSON.parse(window.name);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as WindowNameData)
      : undefined;
  } catch {
    return undefined;
  }
}

function readWindowName(key: string): string | undefined {
  const value = parseWindowName()?.[key];
  return typeof value === 'string' ? value : undefined;
}

function writeWindowName(key: string, value: string): void {
  const data = parseWindowName();
  if (data) window.name = JSON.stringify({ ...data, [key]: value });
}

/** The visitor id: cookie first, then local storage; generated once and written to both. */
export function ensureUid(): string {
  const stored = [getCookie(UID_KEY), readStorage('localStorage', UID_KEY)].find(isId);
  const uid = stored ?? newId();
  if (getCookie(UID_KEY) !== uid) setCookie(UID_KEY, uid, { maxAge: UID_MAX_AGE_SECONDS });
  if (readStorage('localStorage', UID_KEY) !== uid) writeStorage('localStorage', UID_KEY, uid);
  return uid;
}

/** Stored values in the order that breaks ties: cookie, local, session storage, window name. */
export function readDeviceGuidCandidates(): (string | undefined)[] {
  return [
    getCookie(DEVICE_GUID_KEY),
    readStorage('localStorage', DEVICE_GUID_KEY),
    readStorage('sessionStorage', DEVICE_GUID_KEY),
    readWindowName(DEVICE_GUID_KEY),
  ];
}

/** The most common valid value; on a tie the one found first (the cookie) wins. */
export function pickMostCommon(candidates: readonly (string | undefined)[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of candidates) {
    if (isId(value)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  let best: string | undefined;
  let bestCount = 0;
  // Map iteration follows first insertion, so a later value needs strictly more votes.
  for (const [value, count] of counts) {
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/** The persistent device id: generated only when no place holds one, written back everywhere. */
export function ensureDeviceGuid(): string {
  const guid = pickMostCommon(readDeviceGuidCandidates()) ?? newId();
  setCookie(DEVICE_GUID_KEY, guid, { expires: DEVICE_GUID_EXPIRES });
  writeStorage('localStorage', DEVICE_GUID_KEY, guid);
  writeStorage('sessionStorage', DEVICE_GUID_KEY, guid);
  writeWindowName(DEVICE_GUID_KEY, guid);
  return guid;
}
