// @vitest-environment jsdom
import { faro } from '@grafana/faro-web-sdk';
import { TracingInstrumentation } from '@grafana/faro-web-tracing';
import { expect, it, vi } from 'vitest';
import { startTelemetry, type TelemetryConfig } from '../../../src/platform/telemetry';

const config: TelemetryConfig = {
  projectName: 'kz-lending-web',
  environment: 'test',
  tracingEnabled: true,
  apiBaseUrl: 'https://api.qazcredit.kz',
  telemetry: { enabled: true, collectorUrl: 'http://collector.test/collect', apiKey: 'key-1' },
};

it('adds tracing with a 1000 ms span export delay when tracing is on', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 202 })),
  );
  await expect(startTelemetry(config, { getRouteName: () => 'index' })).resolves.toBe(true);
  expect(TracingInstrumentation.SCHEDULED_BATCH_DELAY_MS).toBe(1000);
  expect(
    faro.instrumentations.instrumentations.map((instrumentation) => instrumentation.name),
  ).toContain('@grafana/faro-web-tracing');
  expect(faro.api.getOTEL()).toBeDefined();
  vi.unstubAllGlobals();
});
