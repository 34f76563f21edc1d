// The telemetry session, known before Faro starts: the one Faro keeps for the visitor (its
// persisted session, while SPEC §9's limits hold), else a new one Faro is then told to take.
// What a page left before the start sends (telemetry-beacon.ts) thereby carries the session
// Faro goes on with, and the funnel counts it in the same journey.
// No SDK here: this runs before Faro is downloaded.
import { handOverSessionId, SESSION_INACTIVITY_MS, SESSION_MAX_AGE_MS } from './early-session';
import { newId } from './identifiers';

/** Where Faro's persistent sessions keep the visitor's (the unit tests hold it to Faro's). */
export const FARO_SESSION_KEY = 'com.grafana.faro.session';

/** The id of the session Faro has persisted, while it is valid at `now`; else null. */
export function persistedSessionId(now = Date.now()): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(FARO_SESSION_KEY) ?? 'null') as {
      sessionId?: unknown;
      started?: unknown;
      lastActivity?: unknown;
    } | null;
    if (
      typeof stored?.sessionId === 'string' &&
      typeof stored.started === 'number' &&
      typeof stored.lastActivity === 'number' &&
      now - stored.started < SESSION_MAX_AGE_MS &&
      now - stored.lastActivity < SESSION_INACTIVITY_MS
    ) {
      return stored.sessionId;
    }
  } catch {
    // No storage, or not Faro's: a new session.
  }
  return null;
}

const pageSession = { id: '' };

/**
 * This page's session id: Faro's while valid, else one made now and handed to Faro for its
 * start (early-session.ts).
 */
export function telemetrySessionId(): string {
  if (!pageSession.id) {
    const persisted = persistedSessionId();
    pageSession.id = persisted ?? newId();
    if (!persisted) handOverSessionId(pageSession.id);
  }
  return pageSession.id;
}
