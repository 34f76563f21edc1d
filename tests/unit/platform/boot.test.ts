// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { startPlatform } from '../../../src/platform/boot';
import { getCookie } from '../../../src/platform/cookies';
import { CURRENT_UTM_KEY } from '../../../src/platform/utm';

afterEach(() => vi.unstubAllGlobals());

it('sets up identifiers and the landing parameters on page load, without tag manager by default', () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 404 })),
  );
  history.replaceState(null, '', '/login?utm_source=google&utm_medium=cpc');
  const boot = startPlatform({ getRouteName: () => 'login' });
  boot.stop();
  expect(getCookie('uid')).toBe(boot.uid);
  expect(getCookie('device_guid')).toBe(boot.deviceGuid);
  expect(JSON.parse(localStorage.getItem(CURRENT_UTM_KEY)!)).toMatchObject({
    utm_source: 'google',
    utm_medium: 'cpc',
  });
  expect(document.querySelector('script[data-tag-manager]')).toBeNull();
});
