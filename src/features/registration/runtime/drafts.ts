import * as v from 'valibot';
import {
  camelCaseKey,
  FORM_FIELDS,
  FORM_STEPS,
  plainRecord,
  recordOf,
  type FieldValue,
} from '../../../../contract';
import type { Drafts } from '../../../../machines/registration';
import { SESSION_MAX_AGE_MS } from './token-store';

/** Where the registration forms' drafts and the session's facts are kept (localStorage). */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The drafts belong to the applicant, not to the tab: one entry in localStorage, owned by the
 * phone that typed them, so a second tab of the same applicant shows them, and a new login with
 * the same phone after a session expiry finds them again. They go on logout, when the cabinet
 * is reached (the machine empties them), when another phone logs in, and once the session
 * cookie's 8 hours since the owner's last login are over.
 */
export interface ApplicantDrafts {
  /**
   * The phone's drafts; none for another phone, or once they are older than the session. A
   * session whose phone this browser does not know (made outside the app's login) owns the
   * drafts as the phone null, until a phone logs in.
   */
  read(phone: string | null): Drafts;
  /** Keeps the drafts of the phone (an empty set removes the entry). */
  write(phone: string | null, drafts: Drafts): void;
  /** A login of `phone`: another phone's drafts go; this phone's are kept another 8 hours. */
  adopt(phone: string): void;
  remove(): void;
}

const DRAFTS_KEY = 'registration.drafts';

// A draft is whatever the form held; only its shape (objects of plain values) is checked, so a
// tampered or outdated entry is dropped instead of reaching the form. null: a middle name left
// empty, as the submitted payload says it.
const draftSchema = plainRecord(
  v.string(),
  v.nullable(v.union([v.string(), v.number(), v.boolean()])),
);
const entrySchema = v.object({
  phone: v.nullable(v.string()),
  expiresAt: v.number(),
  // One optional draft per form (FORM_STEPS).
  drafts: v.object(recordOf(FORM_STEPS, () => v.optional(draftSchema))),
});

type Entry = v.InferOutput<typeof entrySchema>;

/**
 * The stored drafts as the forms hold them: each form's payload fields (FORM_FIELDS), nothing
 * else. Drafts kept before the forms held the payload named their fields camelCase;
 * such a value is read under its payload name (snake_case), so what the applicant typed then
 * is still there. Any other key is left out.
 */
function formDrafts(stored: Entry['drafts']): Drafts {
  const drafts: Drafts = {};
  for (const step of FORM_STEPS) {
    const draft = stored[step];
    if (!draft) continue;
    const fields: Record<string, FieldValue> = {};
    for (const field of FORM_FIELDS[step]) {
      const value = field in draft ? draft[field] : draft[camelCaseKey(field)];
      if (value !== undefined) fields[field] = value;
    }
    drafts[step] = fields;
  }
  return drafts;
}

/** Reads, checks and drops (when stale or malformed) one JSON entry of the storage. */
export function readEntry<S extends v.GenericSchema>(
  storage: DraftStorage | null,
  key: string,
  schema: S,
  isFresh: (entry: v.InferOutput<S>) => boolean,
): v.InferOutput<S> | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed = v.safeParse(schema, JSON.parse(raw));
    if (parsed.success && isFresh(parsed.output)) return parsed.output;
  } catch {
    // Unparseable: dropped below like a stale entry.
  }
  removeEntry(storage, key);
  return null;
}

export function writeEntry(storage: DraftStorage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs what would have survived a reload.
  }
}

export function removeEntry(storage: DraftStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to remove from a storage the browser refuses.
  }
}

export function draftStore(
  storage: DraftStorage | null,
  now: () => number = Date.now,
): ApplicantDrafts {
  const current = (): Entry | null =>
    readEntry(storage, DRAFTS_KEY, entrySchema, (entry) => entry.expiresAt > now());
  const expiry = () => now() + SESSION_MAX_AGE_MS;

  return {
    read(phone) {
      const entry = current();
      return entry && entry.phone === phone ? formDrafts(entry.drafts) : {};
    },
    write(phone, drafts) {
      const entry = current();
      if (Object.values(drafts).every((draft) => draft === undefined)) {
        if (entry?.phone === phone) removeEntry(storage, DRAFTS_KEY);
        return;
      }
      const expiresAt = entry?.phone === phone ? entry.expiresAt : expiry();
      writeEntry(storage, DRAFTS_KEY, { phone, expiresAt, drafts });
    },
    adopt(phone) {
      const entry = current();
      if (!entry) return;
      if (entry.phone !== phone) removeEntry(storage, DRAFTS_KEY);
      else writeEntry(storage, DRAFTS_KEY, { ...entry, expiresAt: expiry() });
    },
    remove: () => removeEntry(storage, DRAFTS_KEY),
  };
}

/** The browser's localStorage (or the tab's sessionStorage) when it allows it (private modes may throw on access). */
export function browserStorage(
  kind: 'localStorage' | 'sessionStorage' = 'localStorage',
): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null;
  }
}
