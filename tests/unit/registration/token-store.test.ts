// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cookieTokenStore,
  REFRESH_COOKIE,
  SESSION_COOKIE,
} from '../../../src/features/registration/runtime/token-store';

afterEach(() => vi.restoreAllMocks());

describe('SPEC.md §9: "Session token cookie 8 hours; refresh token cookie 7 days; path /, SameSite lax."', () => {
  it('keeps the session token 8 hours and the refresh token 7 days', () => {
    const setter = vi.spyOn(Document.prototype, 'cookie', 'set');
    const store = cookieTokenStore();
    store.setSession('session-1');
    store.setRefresh('refresh-1');
    const written = setter.mock.calls.map(([value]) => String(value).toLowerCase());
    const session = written.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))!;
    const refresh = written.find((cookie) => cookie.startsWith(`${REFRESH_COOKIE}=`))!;
    expect(session).toContain(`max-age=${8 * 3600}`);
    expect(refresh).toContain(`max-age=${7 * 24 * 3600}`);
    for (const cookie of [session, refresh]) {
      expect(cookie).toContain('path=/');
      expect(cookie).toContain('samesite=lax');
    }
    expect(store.getSession()).toBe('session-1');
    expect(store.getRefresh()).toBe('refresh-1');
  });

  it('deletes the session token alone, or both', () => {
    const store = cookieTokenStore();
    store.setSession('session-1');
    store.setRefresh('refresh-1');
    store.clearSession();
    expect([store.getSession(), store.getRefresh()]).toEqual([null, 'refresh-1']);
    store.clear();
    expect([store.getSession(), store.getRefresh()]).toEqual([null, null]);
  });
});
