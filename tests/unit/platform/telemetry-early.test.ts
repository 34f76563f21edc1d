// @vitest-environment jsdom
// Issue 47, nothing lost: journey events that wait for telemetry's start go out as the page is
// hidden (closed, reloaded, left), with keepalive, as a Faro payload of the session Faro then
// takes, so the funnel counts one journey across the start.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOURNEY_EVENT } from '../../../contract';
import { readFaroPayload } from '../../../contract/telemetry-export/parse';
import { FunnelCounter } from '../../../studio/funnel/core';
import { telemetryConfig } from './support/telemetry-config';

interface Sent {
  url: string;
  init: RequestInit;
  payload: { meta: { session?: { id?: string } }; events?: { name: string }[] };
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
      sent.push({ url, init, payload: JSON.parse(String(init.body)) as Sent['payload'] });
    }
    return new Response(null, { status: 202 });
  }) as typeof fetch;
});

afterAll(() => {
  globalThis.fetch = realFetch;
  vi.unstubAllEnvs();
});

function hide(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const journeyPayloads = () =>
  sent.filter(({ payload }) => payload.events?.some((event) => event.name === JOURNEY_EVENT));

describe('a journey event waiting for telemetry', () => {
  it('goes out when the page is hidden, and the session Faro then takes is the same', async () => {
    const { faroJourneySink } =
      await import('../../../src/features/registration/runtime/journey-telemetry');
    const { startTelemetry } = await import('../../../src/platform/telemetry');
    const at = Date.parse('2026-12-01T10:00:00Z');
    faroJourneySink({ node: 'login.phone', at_ms: String(at), lang: 'kk' });
    expect(journeyPayloads()).toHaveLength(0);

    hide('hidden');
    expect(journeyPayloads()).toHaveLength(1);
    const [early] = journeyPayloads();
    expect(early!.url).toBe('http://collector.test/collect');
    expect(early!.init.keepalive).toBe(true);
    expect(new Headers(early!.init.headers).get('x-api-key')).toBe('key-1');

    // Hidden again with nothing waiting: nothing more is sent.
    hide('hidden');
    expect(journeyPayloads()).toHaveLength(1);

    // The applicant comes back; telemetry starts and the next node goes through Faro.
    hide('visible');
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
    await vi.waitFor(() => expect(journeyPayloads()).toHaveLength(2), { timeout: 5000 });
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
