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

it('keeps the views of a page left before telemetry was up for the next page of the tab', async () => {
  sessionStorage.clear();
  const left = await import('../../../src/platform/telemetry-view');
  left.setTelemetryView('register-lk___ru');
  left.setTelemetryView('about___ru');
  dispatchEvent(new Event('pagehide'));

  vi.resetModules();
  const next = await import('../../../src/platform/telemetry-view');
  next.setTelemetryView('how-to-get___ru');
  const seen: string[] = [];
  expect(next.pendingTelemetryView()).toBe('register-lk___ru');
  next.connectTelemetryView({ getView: () => seen.at(-1), setView: (name) => seen.push(name) });
  expect(seen).toEqual(['register-lk___ru', 'about___ru', 'how-to-get___ru']);
  // Taken up once: a third page starts with its own views only.
  vi.resetModules();
  const third = await import('../../../src/platform/telemetry-view');
  expect(third.pendingTelemetryView()).toBeNull();
});
