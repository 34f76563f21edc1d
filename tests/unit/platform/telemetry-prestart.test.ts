// @vitest-environment jsdom
// Telemetry's pre-start buffer on what leaves the page before Faro has started: how much waits,
// a log entry that arrives once the page is hidden, the keepalive limit, telemetry switched off.
// Each test loads the app's modules afresh (one page each); Faro never starts here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface Payload {
  events?: { attributes?: Record<string, string> }[];
  logs?: { message: string }[];
}

let requests: { init: RequestInit; payload: Payload }[] = [];

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv('VITE_TELEMETRY', 'true');
  vi.stubEnv('VITE_TELEMETRY_URL', 'http://collector.test/collect');
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      requests.push({ init, payload: JSON.parse(String(init.body)) as Payload });
      return new Response(null, { status: 202 });
    }),
  );
  page('visible');
});

afterEach(() => {
  page('visible');
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function page(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const sink = async () =>
  (await import('../../../src/features/registration/runtime/journey-telemetry')).faroJourneySink;

describe('before telemetry has started', () => {
  it('keeps the last 50 items: the oldest go first', async () => {
    const { MAX_WAITING_ITEMS } = await import('../../../src/platform/telemetry-buffer');
    expect(MAX_WAITING_ITEMS).toBe(50);
    const send = await sink();
    for (let index = 0; index < 60; index += 1) {
      send({ node: 'login.phone', at_ms: String(1_000 + index), lang: 'ru' });
    }
    dispatchEvent(new Event('pagehide'));
    expect(requests).toHaveLength(1);
    const atMs = requests[0]!.payload.events!.map((event) => Number(event.attributes?.at_ms));
    expect(atMs).toEqual(Array.from({ length: 50 }, (_, index) => 1_010 + index));
  });

  it('sends an entry logged while the page is hidden at once', async () => {
    const { logError } = await import('../../../src/platform/logger');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    page('hidden');
    logError(new TypeError('x is undefined'));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.payload.logs).toEqual([expect.objectContaining({ message: 'TypeError' })]);
  });

  it('asks for keepalive for a payload of up to 60000 characters and not one more', async () => {
    const { KEEPALIVE_MAX_CHARS, sendBeforeStart } =
      await import('../../../src/platform/telemetry-beacon');
    expect(KEEPALIVE_MAX_CHARS).toBe(60_000);
    const post = (message: string) => {
      sendBeforeStart([{ kind: 'log', level: 'info', message, context: {}, atMs: 0 }]);
      const { init } = requests.at(-1)!;
      return { length: String(init.body).length, keepalive: init.keepalive };
    };
    // What the payload adds around the message, measured once.
    const overhead = post('m').length - 1;
    expect(post('m'.repeat(60_000 - overhead))).toEqual({ length: 60_000, keepalive: true });
    expect(post('m'.repeat(60_001 - overhead))).toEqual({ length: 60_001, keepalive: false });
  });

  it('sends nothing when telemetry is off; the console still has the entry', async () => {
    vi.stubEnv('VITE_TELEMETRY', 'false');
    const { logError } = await import('../../../src/platform/logger');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = await sink();
    send({ node: 'login.phone', at_ms: '1000', lang: 'ru' });
    logError(new TypeError('x is undefined'));
    await vi.dynamicImportSettled();
    page('hidden');
    dispatchEvent(new Event('pagehide'));
    expect(requests).toEqual([]);
    expect(error).toHaveBeenCalledWith('[error] TypeError', expect.anything());
  });
});
