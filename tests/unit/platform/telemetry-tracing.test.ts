// @vitest-environment jsdom
import { faro } from '@grafana/faro-web-sdk';
import { expect, it, vi } from 'vitest';
import { startTelemetry } from '../../../src/platform/telemetry';
import { telemetryConfig } from './support/telemetry-config';

const config = telemetryConfig({
  tracingEnabled: true,
  apiBaseUrl: 'https://api.qazcredit.kz',
});

interface TracesBody {
  traces?: { resourceSpans: { scopeSpans: { spans: unknown[] }[] }[] };
}

it('exports spans 30 at a time, the rest 1000 ms later (SPEC §9)', async () => {
  /** Spans per collector request, with the time it was sent. */
  const exports: { at: number; spans: number }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as TracesBody;
      const spans = (body.traces?.resourceSpans ?? [])
        .flatMap((resource) => resource.scopeSpans)
        .reduce((count, scope) => count + scope.spans.length, 0);
      if (spans > 0) exports.push({ at: Date.now(), spans });
      return new Response(null, { status: 202 });
    }),
  );
  try {
    await expect(startTelemetry(config, { getRouteName: () => 'index' })).resolves.toBe(true);
    expect(
      faro.instrumentations.instrumentations.map((instrumentation) => instrumentation.name),
    ).toContain('@grafana/faro-web-tracing');
    const tracer = faro.api.getOTEL()!.trace.getTracer('spec-9-25');
    for (let index = 0; index < 45; index += 1) tracer.startSpan(`step ${index}`).end();
    const endedAt = Date.now();

    // The 30th span fills a batch, which leaves at once; the 15 left wait for the export delay
    // (OpenTelemetry's own default would be 5000 ms, past this wait).
    await vi.waitFor(() => expect(exports.map((sent) => sent.spans)).toEqual([30, 15]), {
      timeout: 4_000,
      interval: 50,
    });
    // A timer never fires early: the second export is at least 1000 ms after the last span.
    expect(exports[1]!.at - endedAt).toBeGreaterThanOrEqual(1_000);
  } finally {
    vi.unstubAllGlobals();
  }
});
