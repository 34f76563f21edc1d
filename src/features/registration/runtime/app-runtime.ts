import { createAppApiClient } from '../../../api/app-client';
import { connectBrowserRealtime } from './ably-browser';
import { createRegistrationRuntime, type RegistrationRuntime } from './runtime';

/** The page's runtime: the app's API client, ably in the browser, cookies, sessionStorage. */
export function createAppRegistrationRuntime(): RegistrationRuntime {
  return createRegistrationRuntime({
    api: (auth) => createAppApiClient({ auth }),
    realtime: connectBrowserRealtime,
  });
}
