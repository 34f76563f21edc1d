import * as v from 'valibot';
import type { Drafts, FormStep } from '../../../../machines/registration';

/** Where the drafts of the registration forms live between reloads of the tab. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const FORM_STEPS: readonly FormStep[] = ['iin', 'personal', 'passport', 'personal_and_passport'];
const keyOf = (step: FormStep) => `registration.draft.${step}`;

// A draft is whatever the form held; only its shape (an object of plain values) is checked, so a
// tampered or outdated entry is dropped instead of reaching the form.
const draftSchema = v.record(v.string(), v.union([v.string(), v.number(), v.boolean()]));

export function readDrafts(storage: DraftStorage | null): Drafts {
  const drafts: Record<string, unknown> = {};
  if (!storage) return drafts;
  for (const step of FORM_STEPS) {
    try {
      const parsed = v.safeParse(draftSchema, JSON.parse(storage.getItem(keyOf(step)) ?? 'null'));
      if (parsed.success) drafts[step] = parsed.output;
    } catch {
      storage.removeItem(keyOf(step));
    }
  }
  return drafts as Drafts;
}

/** Writes the drafts that changed since `previous`, one entry per step. */
export function writeDrafts(storage: DraftStorage | null, drafts: Drafts, previous: Drafts): void {
  if (!storage) return;
  for (const step of FORM_STEPS) {
    const draft = drafts[step];
    if (draft === previous[step]) continue;
    try {
      if (draft) storage.setItem(keyOf(step), JSON.stringify(draft));
      else storage.removeItem(keyOf(step));
    } catch {
      // A full or disabled storage only costs the draft on a reload.
    }
  }
}

export function clearDrafts(storage: DraftStorage | null): void {
  for (const step of FORM_STEPS) storage?.removeItem(keyOf(step));
}

/** sessionStorage when the browser allows it (private modes may throw on access). */
export function sessionDraftStorage(): DraftStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
