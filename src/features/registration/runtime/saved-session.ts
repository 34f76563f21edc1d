import * as v from 'valibot';
import type { SavedSession, TokenStore } from '../../../../machines/session';
import { phoneSchema } from '../../../../contract';
import {
  readEntry,
  removeEntry,
  writeEntry,
  type ApplicantDrafts,
  type DraftStorage,
} from './drafts';
import { SESSION_MAX_AGE_MS } from './token-store';

/**
 * The session's facts kept with it (the session machine's SavedSession): whose it is and the
 * contract id of the documents signed at login, which the cabinet call must carry. In
 * localStorage for as long as the session cookie lives (8 hours), so a reload, the signing
 * page's full-page return and a new tab all find them; cleared when the session ends.
 */
export interface SavedSessionStore {
  read(): SavedSession | null;
  save(saved: SavedSession): void;
  clear(): void;
}

const KEY = 'registration.session';

const entrySchema = v.object({
  phone: phoneSchema,
  potentialContractId: v.nullable(v.pipe(v.number(), v.integer())),
  expiresAt: v.number(),
});

export function savedSessionStore(
  storage: DraftStorage | null,
  now: () => number = Date.now,
): SavedSessionStore {
  return {
    read() {
      const entry = readEntry(storage, KEY, entrySchema, (saved) => saved.expiresAt > now());
      return entry ? { phone: entry.phone, potentialContractId: entry.potentialContractId } : null;
    },
    save: (saved) => writeEntry(storage, KEY, { ...saved, expiresAt: now() + SESSION_MAX_AGE_MS }),
    clear: () => removeEntry(storage, KEY),
  };
}

/**
 * The session machine's storage actions: the session token and the facts kept with it, and the
 * drafts, which a login leaves to its phone (another phone's go) and a logout forgets.
 */
export function savedSessionActions(
  tokens: TokenStore,
  saved: SavedSessionStore,
  drafts: ApplicantDrafts,
) {
  return {
    storeSession: (_: unknown, { token, saved: facts }: { token: string; saved: SavedSession }) => {
      tokens.setSession(token);
      saved.save(facts);
      drafts.adopt(facts.phone);
    },
    clearSession: () => {
      tokens.clear();
      saved.clear();
    },
    forgetDrafts: () => drafts.remove(),
  };
}
