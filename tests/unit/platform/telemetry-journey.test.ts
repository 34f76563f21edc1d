// @vitest-environment jsdom
// The app's own telemetry (docs/telemetry.md) on what reaches the collector: journey events and
// log entries made before Faro starts wait with their own time, then leave through Faro's API
// and transport, journey events as the funnel reads them, log entries as Faro logs.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import {
  JOURNEY_EVENT,
  JOURNEY_SIGNAL_EVENT,
  journeyEventAttributesSchema,
  journeySignalAttributesSchema,
} from '../../../contract';
import { startTelemetry } from '../../../src/platform/telemetry';
import {
  faroJourneySignalSink,
  faroJourneySink,
} from '../../../src/features/registration/runtime/journey-telemetry';
import { logWarning, reportRequestError } from '../../../src/platform/logger';
import { FunnelCounter } from '../../../studio/funnel/core';
import { readFaroPayload } from '../../../contract/telemetry-export/parse';
import { telemetryConfig } from './support/telemetry-config';

interface Payload {
  meta: { session?: { id?: string }; user?: { attributes?: Record<string, string> } };
  events?: { name: string; timestamp: string; attributes?: Record<string, string> }[];
  logs?: { message: string; level: string; timestamp: string; context?: Record<string, string> }[];
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

const eventsNamed = (name: string) =>
  sent.flatMap((payload) =>
    (payload.events ?? [])
      .filter((event) => event.name === name)
      .map((event) => ({ event, payload })),
  );
const logs = () => sent.flatMap((payload) => payload.logs ?? []);

describe("the app's own telemetry", () => {
  it('journey events wait for Faro with their time, then reach the collector as the funnel reads them', async () => {
    const at = Date.parse('2025-03-01T10:00:00Z');
    faroJourneySink({ node: 'login.phone', at_ms: String(at), lang: 'ru' });
    // A log entry waits too (the last test follows it).
    logWarning('ParseErrorFallback', { path: '/rest/registration/step', phone: '+77012345678' });
    await vi.dynamicImportSettled();
    expect(sent).toEqual([]);
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
    await vi.waitFor(() => expect(eventsNamed(JOURNEY_EVENT)).toHaveLength(2), { timeout: 5000 });

    const [first, second] = eventsNamed(JOURNEY_EVENT);
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

  it('a journey signal goes out as a Faro event of its own name, timestamped by at_ms', async () => {
    const at = Date.parse('2025-03-01T10:01:00Z');
    faroJourneySignalSink({
      node: 'iin',
      signal: 'field_error',
      detail: 'iin',
      at_ms: String(at),
      lang: 'ru',
    });
    await vi.waitFor(() => expect(eventsNamed(JOURNEY_SIGNAL_EVENT)).toHaveLength(1), {
      timeout: 5000,
    });
    const { event } = eventsNamed(JOURNEY_SIGNAL_EVENT)[0]!;
    expect(event.timestamp).toBe('2025-03-01T10:01:00.000Z');
    expect(v.is(journeySignalAttributesSchema, event.attributes)).toBe(true);
  });

  it('log entries, made before the start and after it, reach Faro as logs at their level, the entry in the context, redacted', async () => {
    reportRequestError({
      method: 'POST',
      url: '/rest/registration/iin?iin=900101300017',
      status: 422,
      message: 'ИИН 900101300017 не найден',
    });
    await vi.waitFor(() => expect(logs().map((log) => log.message)).toContain('RequestError'), {
      timeout: 5000,
    });
    const warning = logs().find((log) => log.message === 'ParseErrorFallback')!;
    expect(warning.level).toBe('warn');
    expect(Date.parse(warning.timestamp)).toBe(Number(warning.context!.client_timestamp));
    expect(warning.context).toMatchObject({ project: 'kz-lending-web' });
    expect(JSON.parse(warning.context!.payload!)).toEqual({
      path: '/rest/registration/step',
      phone: '[REDACTED]',
    });
    const request = logs().find((log) => log.message === 'RequestError')!;
    expect(request.level).toBe('error');
    expect(request.context).toMatchObject({ status: '422' });
    expect(Date.parse(request.timestamp)).toBe(Number(request.context!.client_timestamp));
    expect(JSON.stringify(sent)).not.toMatch(/900101300017|7012345678/);
  });
});
