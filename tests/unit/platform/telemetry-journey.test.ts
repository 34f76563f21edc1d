// @vitest-environment jsdom
// The journey telemetry (docs/telemetry.md) on what reaches the collector: events reported
// before Faro starts wait with their own time, then leave through the Faro that
// startTelemetry exposes, as events the funnel reads.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { JOURNEY_EVENT, journeyEventAttributesSchema } from '../../../contract';
import { startTelemetry } from '../../../src/platform/telemetry';
import {
  faroJourneySink,
  MAX_PENDING_EVENTS,
} from '../../../src/features/registration/runtime/journey-telemetry';
import { FunnelCounter } from '../../../studio/funnel/core';
import { readFaroPayload } from '../../../contract/telemetry-export/parse';
import { telemetryConfig } from './support/telemetry-config';

interface Payload {
  meta: { session?: { id?: string }; user?: { attributes?: Record<string, string> } };
  events?: { name: string; timestamp: string; attributes?: Record<string, string> }[];
}

const sent: Payload[] = [];
const realFetch = globalThis.fetch;

beforeAll(() => {
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).startsWith('http://collector.test')) {
      sent.push(JSON.parse(String(init?.body)) as Payload);
    }
    return new Response(null, { status: 202 });
  }) as typeof fetch;
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

const journeyEvents = () =>
  sent.flatMap((payload) =>
    (payload.events ?? [])
      .filter((event) => event.name === JOURNEY_EVENT)
      .map((event) => ({ event, payload })),
  );

describe('journey events', () => {
  it('wait for Faro with their time, then reach the collector as the funnel reads them', async () => {
    const at = Date.parse('2025-03-01T10:00:00Z');
    faroJourneySink({ node: 'login.phone', at_ms: String(at), lang: 'ru' });
    await expect(
      startTelemetry(telemetryConfig(), { getRouteName: () => 'login___ru' }),
    ).resolves.toBe(true);
    faroJourneySink({
      node: 'login.code',
      from: 'login.phone',
      from_ms: '4000',
      at_ms: String(at + 4000),
      lang: 'ru',
    });
    await vi.waitFor(() => expect(journeyEvents()).toHaveLength(2), { timeout: 5000 });

    const [first, second] = journeyEvents();
    expect(first!.event.timestamp).toBe('2025-03-01T10:00:00.000Z');
    expect(second!.event.timestamp).toBe('2025-03-01T10:00:04.000Z');
    for (const { event, payload } of [first!, second!]) {
      expect(v.is(journeyEventAttributesSchema, event.attributes)).toBe(true);
      expect(payload.meta.session?.id).toMatch(/\w+/);
      expect(payload.meta.user?.attributes?.device_type).toMatch(/^(mobile|tablet|desktop)$/);
    }

    const counter = new FunnelCounter();
    for (const payload of sent) readFaroPayload(counter, payload);
    const funnel = counter.result();
    expect(funnel.journeys).toBe(1);
    expect(funnel.nodes.slice(0, 2)).toMatchObject([
      { id: 'login.phone', entered: 1, completed: 1, dropped: 0, medianMs: 4000, p90Ms: 4000 },
      { id: 'login.code', entered: 1, completed: 0, dropped: 1, medianMs: null, p90Ms: null },
    ]);
  });

  it('keep at most MAX_PENDING_EVENTS while Faro is not up', () => {
    expect(MAX_PENDING_EVENTS).toBeGreaterThanOrEqual(20);
  });
});
