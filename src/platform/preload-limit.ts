// Hovering across a menu must not fire a dozen route-chunk downloads at once (SPEC §9: at most
// 4 concurrent route preloads); the rest wait their turn.
export const MAX_ROUTE_PRELOADS = 4;

export function createLimiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  }

  return { run, active: () => active, waiting: () => waiting.length };
}

/** Wraps a preload function (e.g. the router's `preloadRoute`) so at most `max` run at once. */
export function limitConcurrency<A extends unknown[], T>(
  fn: (...args: A) => Promise<T>,
  max: number = MAX_ROUTE_PRELOADS,
): (...args: A) => Promise<T> {
  const limiter = createLimiter(max);
  return (...args) => limiter.run(() => fn(...args));
}
