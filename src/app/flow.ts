import { loadedRegistrationRuntime } from '../features/registration/gate';
import type { createAppRouter } from './router';

/**
 * Development and sandbox builds: once a registration route has loaded the runtime, its actors
 * are published for /dev/flow (features/flow-visualizer/broadcast). The stage is compared where
 * the bundler can fold it, so a production build keeps neither this code nor the publisher.
 */
export function publishFlowWhenRegistering(router: ReturnType<typeof createAppRouter>): void {
  if (import.meta.env.VITE_APP_STAGE === 'production') return;
  const unsubscribe = router.subscribe('onResolved', () => {
    const runtime = loadedRegistrationRuntime();
    if (!runtime) return;
    unsubscribe();
    void import('../features/flow-visualizer/broadcast').then(({ publishFlow }) =>
      publishFlow(runtime),
    );
  });
}
