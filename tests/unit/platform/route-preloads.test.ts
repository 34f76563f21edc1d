import type { AnyRouter } from '@tanstack/react-router';
import { expect, it } from 'vitest';
import { limitRoutePreloads } from '../../../src/app/navigation';

it("lets at most four of the router's route preloads run at once; the rest wait their turn", async () => {
  let running = 0;
  let most = 0;
  const finishers: (() => void)[] = [];
  const router = {
    preloadRoute: () =>
      new Promise<void>((resolve) => {
        running++;
        most = Math.max(most, running);
        finishers.push(() => {
          running--;
          resolve();
        });
      }),
  } as unknown as AnyRouter;

  limitRoutePreloads(router);
  const preloads = Array.from({ length: 7 }, () => router.preloadRoute({ to: '/about' }));
  await Promise.resolve();
  expect(running).toBe(4);

  while (finishers.length > 0) {
    finishers.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await Promise.all(preloads);
  expect(most).toBe(4);
  expect(running).toBe(0);
});
