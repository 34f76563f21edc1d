// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captureUtm,
  CURRENT_UTM_KEY,
  currentUtmSource,
  isUtmSent,
  PREVIOUS_UTM_KEY,
  sendStoredUtm,
  utmNavigationCheck,
  UTM_ROUTES,
  type UtmSendDeps,
} from '../../../src/platform/utm';

const NOW = 1_760_000_000_000;

function deps(overrides: Partial<UtmSendDeps> = {}) {
  const events: string[] = [];
  const d = {
    post: vi.fn(async (path: string) => {
      events.push(`post ${path}`);
      return { ok: true };
    }),
    whenReady: vi.fn(async () => {
      events.push('ready');
    }),
    navigateSamePath: vi.fn(() => {
      events.push('navigate');
    }),
    log: vi.fn(),
    now: () => NOW,
    ...overrides,
  };
  return { d, events };
}

beforeEach(async () => {
  localStorage.clear();
  // Leaving the attribution routes resets the module's 'sent' flag.
  await utmNavigationCheck('index___ru', deps().d);
});

describe('captureUtm', () => {
  it('stores the utm_* parameters of the landing with the time they were seen', () => {
    captureUtm('?utm_source=google&utm_medium=cpc&utm_campaign=zaim&gclid=1', 1000);
    // SPEC §3: the local storage keys currentClientUTM and previousClientUTM, JSON.
    expect(JSON.parse(localStorage.getItem('currentClientUTM')!)).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'zaim',
      utm_timestamp: 1000,
    });
    expect(localStorage.getItem('previousClientUTM')).toBeNull();
    captureUtm('?utm_source=yandex', 2000);
    expect(JSON.parse(localStorage.getItem('previousClientUTM')!)).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'zaim',
      utm_timestamp: 1000,
    });
  });

  it('moves the current record to previous on the next landing', () => {
    captureUtm('?utm_source=google', 1000);
    captureUtm('?utm_source=instagram&utm_content=story', 2000);
    expect(JSON.parse(localStorage.getItem(PREVIOUS_UTM_KEY)!)).toEqual({
      utm_source: 'google',
      utm_timestamp: 1000,
    });
    expect(JSON.parse(localStorage.getItem(CURRENT_UTM_KEY)!)).toMatchObject({
      utm_source: 'instagram',
      utm_timestamp: 2000,
    });
  });

  it('ignores a landing without utm parameters', () => {
    captureUtm('?utm_source=google', 1000);
    expect(captureUtm('?page=2', 2000)).toBeNull();
    expect(JSON.parse(localStorage.getItem(CURRENT_UTM_KEY)!).utm_timestamp).toBe(1000);
  });
});

describe('currentUtmSource', () => {
  it('is the landing’s utm_source, for the journey telemetry’s cohorts', () => {
    expect(currentUtmSource()).toBeUndefined();
    captureUtm('?utm_source=google&utm_medium=cpc', 1000);
    expect(currentUtmSource()).toBe('google');
    captureUtm('?utm_medium=sms', 2000);
    expect(currentUtmSource()).toBeUndefined();
    localStorage.setItem(CURRENT_UTM_KEY, '{not json');
    expect(currentUtmSource()).toBeUndefined();
  });
});

describe('sendStoredUtm', () => {
  it('rejects without a current record', async () => {
    await expect(sendStoredUtm(deps().d)).rejects.toThrow('Current UTM parameters not found');
  });

  it('rejects an unparseable current record', async () => {
    localStorage.setItem(CURRENT_UTM_KEY, '{utm_source:');
    await expect(sendStoredUtm(deps().d)).rejects.toThrow('Cannot parse current UTM JSON String');
  });

  it('posts current and a different previous, then clears storage, marks sent and re-enters the path', async () => {
    captureUtm('?utm_source=google', 1000);
    captureUtm('?utm_source=yandex', 2000);
    const { d, events } = deps();
    await sendStoredUtm(d);
    expect(d.post).toHaveBeenCalledWith('/rest/utm/apply/bulk', {
      client_timestamp: NOW,
      utms: [
        { utm_source: 'yandex', utm_timestamp: 2000 },
        { utm_source: 'google', utm_timestamp: 1000 },
      ],
    });
    expect(localStorage.getItem(CURRENT_UTM_KEY)).toBeNull();
    expect(localStorage.getItem(PREVIOUS_UTM_KEY)).toBeNull();
    expect(isUtmSent()).toBe(true);
    expect(events).toEqual(['post /rest/utm/apply/bulk', 'ready', 'navigate']);
  });

  it('does not append a previous record that differs only in utm_timestamp', async () => {
    captureUtm('?utm_source=google&utm_medium=cpc', 1000);
    captureUtm('?utm_medium=cpc&utm_source=google', 2000);
    const { d } = deps();
    await sendStoredUtm(d);
    expect(vi.mocked(d.post).mock.calls[0]![1]).toEqual({
      client_timestamp: NOW,
      utms: [{ utm_source: 'google', utm_medium: 'cpc', utm_timestamp: 2000 }],
    });
  });

  it('treats an unparseable previous record as none', async () => {
    captureUtm('?utm_source=google', 1000);
    localStorage.setItem(PREVIOUS_UTM_KEY, 'not json');
    const { d } = deps();
    await sendStoredUtm(d);
    expect(vi.mocked(d.post).mock.calls[0]![1].utms).toHaveLength(1);
  });

  it('navigates only once the app is ready', async () => {
    captureUtm('?utm_source=google', 1000);
    let becomeReady = () => {};
    const ready = new Promise<void>((resolve) => (becomeReady = resolve));
    const { d } = deps({ whenReady: () => ready });
    const sending = sendStoredUtm(d);
    await vi.waitFor(() => expect(isUtmSent()).toBe(true));
    expect(d.navigateSamePath).not.toHaveBeenCalled();
    becomeReady();
    await sending;
    expect(d.navigateSamePath).toHaveBeenCalledTimes(1);
  });

  it("logs 'UTM Error' with the body and the server's message, keeps the records and re-throws", async () => {
    captureUtm('?utm_source=google', 1000);
    const { d } = deps({
      post: vi.fn(() => Promise.reject(new Error('Сервис недоступен'))),
    });
    await expect(sendStoredUtm(d)).rejects.toThrow('Сервис недоступен');
    expect(d.log).toHaveBeenCalledWith('UTM Error', {
      body: { client_timestamp: NOW, utms: [{ utm_source: 'google', utm_timestamp: 1000 }] },
      message: 'Сервис недоступен',
    });
    expect(localStorage.getItem(CURRENT_UTM_KEY)).not.toBeNull();
    expect(isUtmSent()).toBe(false);
    expect(d.navigateSamePath).not.toHaveBeenCalled();
  });
});

describe('utmNavigationCheck', () => {
  it('knows the attribution routes by their names with a locale suffix (SPEC.md §2: login-iin___kk)', () => {
    expect(UTM_ROUTES).toContain('login-iin___kk');
    expect(UTM_ROUTES).toContain('login-iin___ru');
    expect(UTM_ROUTES).toContain('register-wait___kk');
    expect(UTM_ROUTES).not.toContain('login-iin');
    expect(UTM_ROUTES).toHaveLength(9 * 2);
  });

  // SPEC §4, in its words: "on the routes login, login-iin, register-address,
  // register-employment, register-lk, register-passport, register-personal, register-photo,
  // register-wait, the stored parameters are sent".
  const SPEC_ROUTES = [
    'login',
    'login-iin',
    'register-address',
    'register-employment',
    'register-lk',
    'register-passport',
    'register-personal',
    'register-photo',
    'register-wait',
  ];

  it.each(SPEC_ROUTES.flatMap((route) => [`${route}___ru`, `${route}___kk`]))(
    'sends the stored parameters on %s (SPEC §4)',
    async (route) => {
      captureUtm('?utm_source=google', 1000);
      const { d } = deps();
      await utmNavigationCheck(route, d);
      expect(d.post).toHaveBeenCalledTimes(1);
    },
  );

  it('sends on no route but those of SPEC §4', () => {
    expect([...UTM_ROUTES].sort()).toEqual(
      SPEC_ROUTES.flatMap((route) => [`${route}___ru`, `${route}___kk`]).sort(),
    );
  });

  it('sends on each attribution route, once', async () => {
    captureUtm('?utm_source=google', 1000);
    const { d } = deps({
      navigateSamePath: vi.fn(() => utmNavigationCheck('login-iin___kk', d)),
    });
    await utmNavigationCheck('login-iin___kk', d);
    expect(d.post).toHaveBeenCalledTimes(1);
    expect(d.navigateSamePath).toHaveBeenCalledTimes(1);
    await utmNavigationCheck('register-personal___ru', d);
    expect(d.post).toHaveBeenCalledTimes(1);
  });

  it('sends nothing on other routes and resets the flag there', async () => {
    captureUtm('?utm_source=google', 1000);
    const { d } = deps();
    await utmNavigationCheck('how-to-get___ru', d);
    expect(d.post).not.toHaveBeenCalled();
    await utmNavigationCheck('login___ru', d);
    expect(isUtmSent()).toBe(true);
    await utmNavigationCheck('index___ru', d);
    expect(isUtmSent()).toBe(false);
  });

  it('swallows failures', async () => {
    const { d } = deps();
    await expect(utmNavigationCheck('login___ru', d)).resolves.toBeUndefined();
    captureUtm('?utm_source=google', 1000);
    vi.mocked(d.post).mockRejectedValueOnce(new Error('502'));
    await expect(utmNavigationCheck('login___ru', d)).resolves.toBeUndefined();
    expect(d.log).toHaveBeenCalledWith('UTM Error', expect.objectContaining({ message: '502' }));
  });

  it('shares one request between quick successive navigations', async () => {
    captureUtm('?utm_source=google', 1000);
    const { d } = deps();
    await Promise.all([
      utmNavigationCheck('login___ru', d),
      utmNavigationCheck('login-iin___kk', d),
    ]);
    expect(d.post).toHaveBeenCalledTimes(1);
  });
});
