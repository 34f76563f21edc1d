import type { AnyRouter } from '@tanstack/react-router';

/** The router is ready once no navigation is loading. */
export function whenRouterReady(router: AnyRouter): Promise<void> {
  if (router.state.status === 'idle' && !router.state.isLoading) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe('onResolved', () => {
      stop();
      resolve();
    });
  });
}
