// @vitest-environment jsdom
// Telemetry's start waits for a pause in the visitor's typing (issue 31: set up while the
// applicant typed their IIN, it held a key back for 100 ms on a slow phone). Its own file: the
// SDK is set up once per page.
import { faro } from '@grafana/faro-web-sdk';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  BATCH_ITEM_LIMIT,
  BATCH_SEND_TIMEOUT_MS,
  setTelemetryView,
  startTelemetry,
} from '../../../src/platform/telemetry';
import { telemetryConfig } from './support/telemetry-config';

const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = vi.fn(async () => new Response(null, { status: 202 })) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

it('sets Faro up only once the pause is over, with the views named meanwhile', async () => {
  let pauseOver = () => {};
  const pause = vi.fn(() => new Promise<void>((resolve) => (pauseOver = resolve)));
  setTelemetryView('login');
  const started = startTelemetry(telemetryConfig(), { getRouteName: () => 'index' }, { pause });

  // The SDK is loaded, then the start waits: no Faro on the page, no session.
  await vi.waitFor(() => expect(pause).toHaveBeenCalledOnce());
  expect((globalThis as { faro?: unknown }).faro).toBeUndefined();
  setTelemetryView('login-iin');

  pauseOver();
  await expect(started).resolves.toBe(true);
  expect(faro.api.getSession()?.id).toBeTruthy();
  expect(faro.api.getView()?.name).toBe('login-iin');
  // Issue 47: navigation timing and web vitals are kept, resource timings are off.
  expect(faro.config.trackResources).toBe(false);
});

it('batches what Faro sends every 250 ms, 50 items at most (SPEC §9)', () => {
  // Set by the start above: stated in the app, not left to Faro's defaults.
  expect([BATCH_SEND_TIMEOUT_MS, BATCH_ITEM_LIMIT]).toEqual([250, 50]);
  expect(faro.config.batching).toMatchObject({ enabled: true, sendTimeout: 250, itemLimit: 50 });
});
