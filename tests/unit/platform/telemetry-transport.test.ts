// @vitest-environment jsdom
// The delivery rules of SPEC §9, watched on the transport the app builds from transportOptions:
// what reaches the network and when, not the options object.
import { FetchTransport, type TransportItem } from '@grafana/faro-web-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEPALIVE_MAX_CHARS } from '../../../src/platform/telemetry-beacon';
import { transportOptions } from '../../../src/platform/telemetry';
import { telemetryConfig } from './support/telemetry-config';

const config = telemetryConfig();

function logItem(message = 'step shown'): TransportItem {
  return {
    type: 'log',
    payload: { message, level: 'info', context: {}, timestamp: '2026-11-25T06:00:00.000Z' },
    meta: {},
  } as unknown as TransportItem;
}

interface Request {
  at: number;
  bytes: number;
  keepalive: boolean | undefined;
  answer: (response: Response) => void;
}

let requests: Request[] = [];

/** A collector that answers each request when the test says so (or at once with `answers`). */
function collector(answers?: (index: number) => Response) {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          const index = requests.length;
          requests.push({
            at: Date.now(),
            bytes: new TextEncoder().encode(String(init.body)).byteLength,
            keepalive: init.keepalive,
            answer: resolve,
          });
          if (answers) resolve(answers(index));
        }),
    ),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-25T06:00:00Z') });
  // Faro adds up to 20% of random jitter to a wait; without it the waits are exact.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the telemetry transport', () => {
  it('after a 429 with Retry-After: 7 sends again 7 s later, not sooner', async () => {
    collector((index) =>
      index === 0
        ? new Response(null, { status: 429, headers: { 'Retry-After': '7' } })
        : new Response(null, { status: 202 }),
    );
    void new FetchTransport(transportOptions(config)).send([logItem()]);
    await vi.advanceTimersByTimeAsync(6_999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.at - requests[0]!.at).toBe(7_000);
  });

  it('after a 429 with a Retry-After date waits until that date', async () => {
    const retryAt = new Date(Date.parse('2026-11-25T06:00:12Z')).toUTCString();
    collector((index) =>
      index === 0
        ? new Response(null, { status: 429, headers: { 'Retry-After': retryAt } })
        : new Response(null, { status: 202 }),
    );
    void new FetchTransport(transportOptions(config)).send([logItem()]);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(requests.map((request) => request.at - requests[0]!.at)).toEqual([0, 12_000]);
  });

  it('after a 429 without Retry-After waits 5 s', async () => {
    collector((index) =>
      index === 0 ? new Response(null, { status: 429 }) : new Response(null, { status: 202 }),
    );
    void new FetchTransport(transportOptions(config)).send([logItem()]);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests.map((request) => request.at - requests[0]!.at)).toEqual([0, 5_000]);
  });

  it('keeps 5 requests in flight and 30 in its buffer; the 31st is dropped', async () => {
    collector();
    const transport = new FetchTransport(transportOptions(config));
    for (let index = 0; index < 31; index += 1) void transport.send([logItem(`view ${index}`)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(5);
    // Each answer lets the next buffered request go, never more than 5 at a time.
    for (let answered = 0; answered < requests.length; answered += 1) {
      requests[answered]!.answer(new Response(null, { status: 202 }));
      await vi.advanceTimersByTimeAsync(0);
      expect(requests.length - (answered + 1)).toBeLessThanOrEqual(5);
    }
    expect(requests).toHaveLength(30);
  });

  it('asks for keepalive up to 60000 characters and not one more', async () => {
    collector(() => new Response(null, { status: 202 }));
    const transport = new FetchTransport(transportOptions(config));
    const post = async (message: string) => {
      await transport.send([logItem(message)]);
      return requests[requests.length - 1]!;
    };
    // What Faro's body adds around the message, measured once (its ids are of fixed length).
    const overhead = (await post('m')).bytes - 1;
    const atLimit = await post('m'.repeat(KEEPALIVE_MAX_CHARS - overhead));
    const overLimit = await post('m'.repeat(KEEPALIVE_MAX_CHARS + 1 - overhead));
    expect([atLimit.bytes, atLimit.keepalive]).toEqual([60_000, true]);
    expect([overLimit.bytes, overLimit.keepalive]).toEqual([60_001, false]);
  });
});
