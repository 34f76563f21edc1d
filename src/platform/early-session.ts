// The session journey events went out under before telemetry started (telemetry-session.ts),
// handed to Faro for the first session it makes on the page, so the funnel sees one journey.
// Apart from telemetry-session.ts so that telemetry's start, on every page, carries only this.
import { newId } from './identifiers';

/** SPEC §9's session limits, which Faro has built in (the unit tests pin them to Faro's). */
export const SESSION_MAX_AGE_MS = 4 * 60 * 60 * 1000;
export const SESSION_INACTIVITY_MS = 15 * 60 * 1000;

const early: { id?: string } = {};

export function handOverSessionId(id: string): void {
  early.id = id;
}

/** Faro's `generateSessionId`: the handed-over id once, then new ones. */
export function sessionIdForFaro(): string {
  const id = early.id ?? newId();
  delete early.id;
  return id;
}
