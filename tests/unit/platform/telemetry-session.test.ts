// @vitest-environment jsdom
// The telemetry session known before Faro starts (issue 47): Faro's persisted session while
// SPEC §9's limits hold (4 hours, 15 minutes without activity), else a new one Faro then takes.
import {
  SESSION_EXPIRATION_TIME,
  SESSION_INACTIVITY_TIME,
  STORAGE_KEY,
} from '@grafana/faro-web-sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionIdForFaro } from '../../../src/platform/early-session';
import {
  FARO_SESSION_KEY,
  persistedSessionId,
  telemetrySessionId,
} from '../../../src/platform/telemetry-session';

const NOW = Date.parse('2026-12-01T10:00:00Z');
const store = (session: object) => localStorage.setItem(FARO_SESSION_KEY, JSON.stringify(session));

beforeEach(() => localStorage.clear());

describe('the session before Faro starts', () => {
  it("is read where Faro keeps it, by Faro's limits", () => {
    expect(FARO_SESSION_KEY).toBe(STORAGE_KEY);
    store({ sessionId: 'abcDEF1234', started: NOW - 60_000, lastActivity: NOW - 1000 });
    expect(persistedSessionId(NOW)).toBe('abcDEF1234');
    store({ sessionId: 'abcDEF1234', started: NOW - SESSION_EXPIRATION_TIME, lastActivity: NOW });
    expect(persistedSessionId(NOW)).toBeNull();
    store({ sessionId: 'abcDEF1234', started: NOW, lastActivity: NOW - SESSION_INACTIVITY_TIME });
    expect(persistedSessionId(NOW)).toBeNull();
    localStorage.setItem(FARO_SESSION_KEY, 'not json');
    expect(persistedSessionId(NOW)).toBeNull();
  });

  it('is given to Faro for its first session on the page; later sessions are new', () => {
    const early = telemetrySessionId();
    expect(early).toMatch(/\w+/);
    expect(telemetrySessionId()).toBe(early);
    expect(sessionIdForFaro()).toBe(early);
    const later = sessionIdForFaro();
    expect(later).toMatch(/\w+/);
    expect(later).not.toBe(early);
  });
});
