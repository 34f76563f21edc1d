// @vitest-environment jsdom
// The registration code is loaded: the forms' personal fields are known keys (contract/registration).
import '../../../contract/registration';
import { faro, SESSION_EXPIRATION_TIME, SESSION_INACTIVITY_TIME } from '@grafana/faro-web-sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deviceAttributes, RESIZE_DELAY_MS } from '../../../src/platform/device';
import { SESSION_INACTIVITY_MS, SESSION_MAX_AGE_MS } from '../../../src/platform/early-session';
import { setTelemetryView, startTelemetry, traceHeaders } from '../../../src/platform/telemetry';
import { telemetryConfig } from './support/telemetry-config';

const config = telemetryConfig();

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: {
    meta: {
      view?: { name?: string };
      app?: { name?: string; version?: string };
      user?: { id?: string; attributes?: Record<string, string> };
      browser?: Record<string, unknown>;
    };
    logs?: { message: string }[];
  };
}

const sent: Sent[] = [];
const realFetch = globalThis.fetch;

beforeAll(() => {
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('http://collector.test')) {
      sent.push({
        url,
        headers: init?.headers as Record<string, string>,
        body: JSON.parse(String(init?.body)) as Sent['body'],
      });
    }
    return new Response(null, { status: 202 });
  }) as typeof fetch;
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

describe('telemetry settings', () => {
  it('match the session limits Faro enforces: 4 hours of age, 15 minutes idle', () => {
    expect(SESSION_EXPIRATION_TIME).toBe(SESSION_MAX_AGE_MS);
    expect(SESSION_INACTIVITY_TIME).toBe(SESSION_INACTIVITY_MS);
    expect(SESSION_MAX_AGE_MS).toBe(4 * 3600_000);
    expect(SESSION_INACTIVITY_MS).toBe(15 * 60_000);
  });

  it('makes W3C trace headers', () => {
    expect(traceHeaders().traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });

  it('stays off when disabled', async () => {
    await expect(
      startTelemetry(
        { ...config, telemetry: { ...config.telemetry, enabled: false } },
        { getRouteName: () => 'index' },
      ),
    ).resolves.toBe(false);
  });
});

describe('startTelemetry', () => {
  it('sends to the collector with the API key, names the view after the route and redacts', async () => {
    setTelemetryView('login-iin');
    await expect(startTelemetry(config, { getRouteName: () => 'index' })).resolves.toBe(true);
    expect(faro.api.getView()?.name).toBe('login-iin');

    setTelemetryView('register-personal');
    expect(faro.api.getView()?.name).toBe('register-personal');
    faro.api.pushLog([
      'Не удалось: ИИН 900101300017, телефон 87012345678, {"first_name":"Айгерим"}',
    ]);

    await vi.waitFor(() => expect(sent.some((request) => request.body.logs?.length)).toBe(true), {
      timeout: 5000,
    });
    const request = sent.find((entry) => entry.body.logs?.length)!;
    expect(request.url).toBe('http://collector.test/collect');
    expect(request.headers['x-api-key']).toBe('key-1');
    expect(request.body.meta.view?.name).toBe('register-personal');
    expect(request.body.meta.app?.name).toBe('kz-lending-web');
    // The build's version: the funnel compares the journeys of two versions by it.
    expect(request.body.meta.app?.version).toBe('1.4.0');
    const everything = JSON.stringify(sent);
    expect(everything).not.toMatch(/900101300017|87012345678|Айгерим/);
    expect(request.body.logs![0]!.message).toContain('[REDACTED]');
  });
});

describe('telemetry and device detection (SPEC.md §4: one device info, recomputed 50 ms after a resize)', () => {
  const galaxyTab =
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36';

  it('describes the device by kind, browser, system and crawler', async () => {
    const { detectDevice } = await import('../../../src/platform/device');
    expect(deviceAttributes(detectDevice({ userAgent: galaxyTab }))).toEqual({
      device_type: 'tablet',
      device_browser: 'chrome',
      device_os: 'android',
      device_crawler: 'false',
    });
  });

  it('sends the detected device with the visitor and follows it after a resize', async () => {
    await startTelemetry(config, { getRouteName: () => 'index' });
    expect(faro.api.getSession()).toBeDefined();
    const userAgent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(galaxyTab);
    try {
      window.dispatchEvent(new Event('resize'));
      await vi.waitFor(
        () => expect(faro.metas.value.user?.attributes?.device_type).toBe('tablet'),
        { timeout: RESIZE_DELAY_MS * 20 },
      );
      sent.length = 0;
      faro.api.pushLog(['after the resize']);
      await vi.waitFor(() => expect(sent.some((request) => request.body.logs?.length)).toBe(true), {
        timeout: 5000,
      });
      const { meta } = sent.find((entry) => entry.body.logs?.length)!.body;
      expect(meta.user?.attributes).toMatchObject({ device_type: 'tablet', device_os: 'android' });
      // The browser Faro reports is the same detection's, not a second parse of the agent.
      expect(meta.browser).toMatchObject({
        name: 'chrome',
        os: 'android',
        mobile: false,
        userAgent: galaxyTab,
      });
    } finally {
      userAgent.mockRestore();
    }
  });
});
