import type { RegistrationContext } from '../features/registration/gate';
import type { RegistrationRuntime } from '../features/registration/runtime/types';

/**
 * Development and sandbox builds: the registration context also hands the runtime to the
 * /dev/flow publisher (features/flow-publisher/broadcast) as soon as it is made, so the boot is
 * published too; the publisher's chunk is asked for with the first registration route. The
 * stage is compared where the bundler can fold it: a production build keeps the context as it
 * is and has no publisher chunk.
 */
export function withFlowPublisher(context: RegistrationContext): RegistrationContext {
  if (import.meta.env.VITE_APP_STAGE === 'production') return context;
  let publish: Promise<(runtime: RegistrationRuntime) => void> | null = null;
  context.subscribe(() => {
    const runtime = context.runtime();
    if (runtime) void publish?.then((to) => to(runtime));
  });
  return {
    ...context,
    screenFor(path) {
      publish ??= import('../features/flow-publisher/broadcast').then(
        ({ publishFlow }) =>
          (runtime) =>
            void publishFlow(runtime),
      );
      return context.screenFor(path);
    },
  };
}
