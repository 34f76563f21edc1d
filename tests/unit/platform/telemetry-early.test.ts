// @vitest-environment jsdom
// Issue 47, nothing lost: what waits for telemetry's start (journey events, log entries) goes
// out as the page is hidden (closed, reloaded, left), with keepalive, as one Faro payload of the
// session Faro then takes, so the funnel counts one journey across the start. Once Faro is up,
// only Faro's transport sends.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOURNEY_EVENT } from '../../../contract';
import { readFaroPayload } from '../../../contract/telemetry-export/parse';
import { FunnelCounter } from '../../../studio/funnel/core';
import { telemetryConfig } from './support/telemetry-config';

interface Payload {
  meta: { session?: { id?: string }; sdk?: { name?: string } };
  events?: { name: string; attributes?: Record<string, string> }[];
  logs?: { message: string; level: string; context?: Record<string, string> }[];
}

interface Sent {
  url: string;
  init: RequestInit;
  payload: Payload;
}

const sent: Sent[] = [];
const realFetch = globalThis.fetch;

beforeAll(() => {
  vi.stubEnv('VITE_TELEMETRY', 'true');
  vi.stubEnv('VITE_TELEMETRY_URL', 'http://collector.test/collect');
  vi.stubEnv('VITE_TELEMETRY_KEY', 'key-1');
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (url.startsWith('http://collector.test')) {
      sent.push({ url, init, payload: JSON.parse(String(init.body)) as Payload });
    }
    return new Response(null, { status: 202 });
  }) as typeof fetch;
});

afterAll(() => {
  globalThis.fetch = realFetch;
  vi.unstubAllEnvs();
});

function page(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('what waits for telemetry', () => {
  it('goes out in one payload when the page is hidden; after the start only Faro sends, in the same session', async () => {
    const { faroJourneySink } =
      await import('../../../src/features/registration/runtime/journey-telemetry');
    const { logWarning } = await import('../../../src/platform/logger');
    const { startTelemetry } = await import('../../../src/platform/telemetry');
    const at = Date.parse('2026-12-01T10:00:00Z');
    faroJourneySink({ node: 'login.phone', at_ms: String(at), lang: 'kk' });
    logWarning('UnhandledRejection', {
      message: 'ИИН 900101300017, телефон +7 (701) 234-56-78',
    });
    await vi.dynamicImportSettled();
    expect(sent).toHaveLength(0);

    page('hidden');
    expect(sent).toHaveLength(1);
    const [early] = sent;
    expect(early!.url).toBe('http://collector.test/collect');
    expect(early!.init.keepalive).toBe(true);
    expect(new Headers(early!.init.headers).get('x-api-key')).toBe('key-1');
    expect(early!.payload.events?.map((event) => event.attributes?.node)).toEqual(['login.phone']);
    expect(early!.payload.logs).toEqual([
      expect.objectContaining({ message: 'UnhandledRejection', level: 'warn' }),
    ]);
    // The entry's payload is redacted before it leaves.
    expect(JSON.stringify(early)).not.toMatch(/900101300017|234-56-78/);
    expect(early!.payload.logs![0]!.context?.payload).toContain('[REDACTED]');

    // Hidden again with nothing waiting: nothing more is sent.
    page('hidden');
    expect(sent).toHaveLength(1);

    // The applicant comes back; telemetry starts and what follows goes through Faro.
    page('visible');
    await expect(
      startTelemetry(telemetryConfig(), { getRouteName: () => 'login___kk' }),
    ).resolves.toBe(true);
    faroJourneySink({
      node: 'login.code',
      from: 'login.phone',
      from_ms: '6000',
      at_ms: String(at + 6000),
      lang: 'kk',
    });
    logWarning('ParseErrorFallback', { path: '/rest/auth' });
    await vi.dynamicImportSettled();
    // Hidden at once: what waits for an idle moment goes, and Faro's batch with it.
    page('hidden');
    const journeyPayloads = () =>
      sent.filter(({ payload }) => payload.events?.some((event) => event.name === JOURNEY_EVENT));
    await vi.waitFor(() => expect(journeyPayloads()).toHaveLength(2), { timeout: 5000 });
    await vi.waitFor(
      () =>
        expect(
          sent.flatMap(({ payload }) => payload.logs ?? []).map((log) => log.message),
        ).toContain('ParseErrorFallback'),
      { timeout: 5000 },
    );
    // Everything after the start came through Faro's transport (Faro's SDK meta in each).
    for (const { payload } of sent.slice(1)) {
      expect(payload.meta.sdk?.name).toMatch(/faro/);
    }
    const [, viaFaro] = journeyPayloads();
    expect(viaFaro!.payload.meta.session?.id).toBe(early!.payload.meta.session?.id);

    const counter = new FunnelCounter();
    for (const { payload } of sent) readFaroPayload(counter, payload);
    const funnel = counter.result();
    expect(funnel.journeys).toBe(1);
    expect(
      funnel.nodes.slice(0, 2).map(({ id, entered, completed }) => [id, entered, completed]),
    ).toEqual([
      ['login.phone', 1, 1],
      ['login.code', 1, 0],
    ]);
  });
});
