import type { ComponentType } from 'react';
import { loadedRegistrationRuntime } from './gate';
import { RegistrationProvider } from './runtime/context';

/**
 * A registration screen as a route component: the screen under the page's runtime. The route's
 * step guard has loaded the runtime before the component renders.
 */
export function registrationScreen(Screen: ComponentType) {
  return function RegistrationRoute() {
    const runtime = loadedRegistrationRuntime();
    if (!runtime) throw new Error('A registration route rendered before its step guard ran');
    return (
      <RegistrationProvider runtime={runtime}>
        <Screen />
      </RegistrationProvider>
    );
  };
}
