import { appRegistrationGate, loadRegistrationRuntime } from '../features/registration/gate';
import type { RegistrationGate } from '../features/registration/step-guard';

/**
 * Development and sandbox builds: the step guard's gate, which creates the registration runtime
 * on the first registration route, also hands it to the /dev/flow publisher
 * (features/flow-publisher/broadcast) as soon as it exists, so the boot is published too. The
 * stage is compared where the bundler can fold it: a production build keeps the gate as it is
 * and has no publisher chunk.
 */
export function withFlowPublisher(gate: RegistrationGate = appRegistrationGate): RegistrationGate {
  if (import.meta.env.VITE_APP_STAGE === 'production') return gate;
  let publishing = false;
  return {
    screenFor(path) {
      if (!publishing) {
        publishing = true;
        void Promise.all([
          import('../features/flow-publisher/broadcast'),
          loadRegistrationRuntime(),
        ]).then(([{ publishFlow }, runtime]) => publishFlow(runtime));
      }
      return gate.screenFor(path);
    },
    clearLogin: (path) => gate.clearLogin(path),
  };
}
