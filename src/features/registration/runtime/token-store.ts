import type { TokenStore } from '../../../../machines/session';
import { deleteCookie, getCookie, setCookie } from '../../../platform/cookies';

/** SPEC.md §9: session token cookie 8 hours, refresh token cookie 7 days, path /, SameSite lax. */
export const SESSION_COOKIE = 'session_token';
export const REFRESH_COOKIE = 'refresh_token';
const SESSION_MAX_AGE = 8 * 60 * 60;
const REFRESH_MAX_AGE = 7 * 24 * 60 * 60;
/** The session cookie's life in ms: what is kept with a session (its facts, drafts) lives as long. */
export const SESSION_MAX_AGE_MS = SESSION_MAX_AGE * 1000;

export function cookieTokenStore(): TokenStore {
  return {
    getSession: () => getCookie(SESSION_COOKIE) || null,
    setSession: (token) =>
      setCookie(SESSION_COOKIE, token, { maxAge: SESSION_MAX_AGE, path: '/', sameSite: 'lax' }),
    getRefresh: () => getCookie(REFRESH_COOKIE) || null,
    setRefresh: (token) =>
      setCookie(REFRESH_COOKIE, token, { maxAge: REFRESH_MAX_AGE, path: '/', sameSite: 'lax' }),
    clearSession: () => deleteCookie(SESSION_COOKIE),
    clear: () => {
      deleteCookie(SESSION_COOKIE);
      deleteCookie(REFRESH_COOKIE);
    },
  };
}

/** Tokens held in memory: tests, and any place without cookies. */
export function memoryTokenStore(
  initial: { session?: string | null; refresh?: string | null } = {},
): TokenStore {
  let session = initial.session ?? null;
  let refresh = initial.refresh ?? null;
  return {
    getSession: () => session,
    setSession: (token) => void (session = token),
    getRefresh: () => refresh,
    setRefresh: (token) => void (refresh = token),
    clearSession: () => void (session = null),
    clear: () => {
      session = null;
      refresh = null;
    },
  };
}
