// @vitest-environment jsdom
import { beforeEach, expect, it, vi } from 'vitest';

// SPEC §2: the telemetry view is named after the route on every navigation. Faro starts in a
// pause of the visitor's (issue 31), so an applicant who types through several screens before
// it is up must still have every screen's view, in order.

beforeEach(() => vi.resetModules());

it('names every view of the screens passed before telemetry was up, in order, then each new one', async () => {
  const { connectTelemetryView, pendingTelemetryView, setTelemetryView } =
    await import('../../../src/platform/telemetry-view');
  for (const name of ['login___ru', 'login___ru', 'login-iin___ru', 'register-personal___ru']) {
    setTelemetryView(name);
  }
  // Faro starts with the first view named.
  expect(pendingTelemetryView()).toBe('login___ru');
  const seen = ['login___ru'];
  connectTelemetryView({ getView: () => seen.at(-1), setView: (name) => seen.push(name) });
  setTelemetryView('register-passport___ru');
  setTelemetryView('register-passport___ru');
  expect(seen).toEqual([
    'login___ru',
    'login-iin___ru',
    'register-personal___ru',
    'register-passport___ru',
  ]);
});

it('keeps the names of a page left before telemetry was up in memory only, not in the tab', async () => {
  sessionStorage.clear();
  const { setTelemetryView } = await import('../../../src/platform/telemetry-view');
  setTelemetryView('register-lk___ru');
  dispatchEvent(new Event('pagehide'));
  expect(sessionStorage.length).toBe(0);
});
