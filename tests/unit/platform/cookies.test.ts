// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieTokenStore } from '../../../src/features/registration/runtime/token-store';
import { storeLocale } from '../../../src/platform/locale';

// Issue 27 and SPEC §9: the token and locale cookies are Secure whenever the page came over
// https (a cookie a plain-http request could carry would leak the session), with SameSite lax.

let written: string[] = [];
beforeEach(() => {
  written = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => '',
    set: (cookie: string) => void written.push(cookie),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'cookie');
});

const attributes = (cookie: string) =>
  cookie
    .split('; ')
    .slice(1)
    .map((part) => part.split('=')[0]!.toLowerCase());

function writeAll() {
  const tokens = cookieTokenStore();
  tokens.setSession('session-token');
  tokens.setRefresh('refresh-token');
  storeLocale('kk');
  return written;
}

describe('cookies over https and over http', () => {
  it('over https: the session, refresh and locale cookies carry Secure and SameSite=lax', () => {
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    const cookies = writeAll();
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual([
      'session_token',
      'refresh_token',
      'i18n_redirected',
    ]);
    for (const cookie of cookies) {
      expect(attributes(cookie), cookie).toContain('secure');
      expect(cookie, cookie).toContain('SameSite=lax');
      expect(cookie, cookie).toContain('path=/');
    }
  });

  it('over http (the sandbox on this machine): no Secure, or the browser would drop them', () => {
    vi.stubGlobal('location', { ...window.location, protocol: 'http:' });
    const cookies = writeAll();
    expect(cookies).toHaveLength(3);
    for (const cookie of cookies) {
      expect(attributes(cookie), cookie).not.toContain('secure');
      expect(cookie, cookie).toContain('SameSite=lax');
    }
  });
});
