import { describe, expect, it, vi } from 'vitest';
import { limitConcurrency, MAX_ROUTE_PRELOADS } from '../../../src/platform/preload-limit';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('route preload limit', () => {
  it('runs at most 4 preloads at a time and starts the next as one finishes', async () => {
    expect(MAX_ROUTE_PRELOADS).toBe(4);
    let running = 0;
    let peak = 0;
    const gates = Array.from({ length: 10 }, deferred);
    const started: number[] = [];
    const preload = limitConcurrency(async (index: number) => {
      started.push(index);
      running++;
      peak = Math.max(peak, running);
      await gates[index]!.promise;
      running--;
      return index;
    });

    const all = Promise.all(gates.map((_, index) => preload(index)));
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3]);
    gates[1]!.resolve();
    await vi.waitFor(() => expect(started).toHaveLength(5));
    expect(started[4]).toBe(4);
    gates.forEach((gate) => gate.resolve());
    expect(await all).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(4);
  });

  it('frees the slot when a preload fails', async () => {
    const preload = limitConcurrency(async (fail: boolean) => {
      if (fail) throw new Error('chunk missing');
      return 'ok';
    }, 1);
    await expect(preload(true)).rejects.toThrow('chunk missing');
    await expect(preload(false)).resolves.toBe('ok');
  });
});
