import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import type AblyModule from 'ably';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { realtimeOptions } from '../../../src/features/registration/runtime/realtime';

// ably keeps the setTimeout it finds when it loads, so the clock is faked first and the real
// SDK is imported afterwards: the 20 s and the backoff are then timed without waiting for them.
let Ably: typeof AblyModule;
beforeAll(async () => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  Ably = (await import('ably')).default;
});
afterAll(() => vi.useRealTimers());

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

async function listen(server: Server | ReturnType<typeof createServer>): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

/** The host answers HTTP (its connectivity check passes) but never opens the socket. */
async function hostWithSilentSocket(): Promise<number> {
  const server = createHttpServer((_request, response) => response.end('yes'));
  server.on('upgrade', () => {});
  const port = await listen(server);
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return port;
}

/** Nobody listens: every attempt is refused at once. */
async function hostDown(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  server.close();
  return port;
}

/** Moves the clock in small steps, so the sockets' real I/O happens between the timers. */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 250) {
    await vi.advanceTimersByTimeAsync(Math.min(250, left));
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

function connect(port: number) {
  const changes: { at: number; state: string; retryIn?: number }[] = [];
  const start = Date.now();
  const client = new Ably.Realtime({
    ...realtimeOptions({ host: '127.0.0.1', port, tls: false }),
    token: 'bearer-1',
  });
  closers.push(() => client.close());
  client.connection.on((change) =>
    changes.push({
      at: Date.now() - start,
      state: change.current,
      ...(change.retryIn === undefined ? {} : { retryIn: change.retryIn }),
    }),
  );
  return changes;
}

describe('SPEC.md §9: "Realtime: reconnect delay 1 s up to 5 s; connect timeout 20 s"', () => {
  it('gives a connection attempt 20 s, then gives up and waits to reconnect', async () => {
    const changes = connect(await hostWithSilentSocket());
    await advance(19_999);
    expect(changes).toEqual([{ at: 0, state: 'connecting' }]);
    await advance(1);
    expect(changes.at(-1)).toMatchObject({ at: 20_000, state: 'disconnected' });
  });

  it('reconnects after about 1 s, waits longer each time, and never more than 5 s', async () => {
    const changes = connect(await hostDown());
    // ably suspends a connection that stayed down for 2 minutes; from then on it tries every 5 s.
    await advance(150_000);
    const waits = changes.filter((change) => change.retryIn !== undefined);
    const disconnected = waits.filter((change) => change.state === 'disconnected');
    // ably's jitter takes up to 20 % off each delay.
    expect(disconnected[0]!.retryIn).toBeGreaterThanOrEqual(800);
    expect(disconnected[0]!.retryIn).toBeLessThanOrEqual(1000);
    expect(Math.max(...disconnected.map((change) => change.retryIn!))).toBeGreaterThan(1000);
    expect(waits.at(-1)).toMatchObject({ state: 'suspended', retryIn: 5000 });
    expect(Math.max(...waits.map((change) => change.retryIn!))).toBeLessThanOrEqual(5000);
  });
});
