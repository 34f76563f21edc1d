import type { TelemetryConfig } from '../../../../src/platform/telemetry';

/** Telemetry on, towards a collector the tests stub; tracing as the test asks. */
export function telemetryConfig(overrides: Partial<TelemetryConfig> = {}): TelemetryConfig {
  return {
    projectName: 'kz-lending-web',
    environment: 'test',
    tracingEnabled: false,
    apiBaseUrl: '',
    buildVersion: '1.4.0',
    telemetry: { enabled: true, collectorUrl: 'http://collector.test/collect', apiKey: 'key-1' },
    ...overrides,
  };
}
