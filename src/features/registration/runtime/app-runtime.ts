import { createAppApiClient } from '../../../api/app-client';
import { appConfig } from '../../../platform/config';
import { i18n } from '../../../platform/i18n';
import { HINT_MESSAGES } from '../liveness/hints';
import { chooseLivenessMode, createProvider } from '../liveness/select-provider';
import { connectBrowserRealtime } from './ably-browser';
import { createRegistrationRuntime } from './runtime';
import type { RegistrationRuntime } from './types';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The provider a new liveness session runs on: the tab's choice (select-provider.ts). */
function livenessProvider() {
  const choice = chooseLivenessMode({
    search: window.location.search,
    storage: tabStorage(),
    isProduction: appConfig.isProduction,
  });
  return createProvider(choice, {
    scriptUrl: appConfig.livenessScriptUrl,
    hintText: (hint) => i18n._(HINT_MESSAGES[hint]),
  }).provider;
}

/** The page's runtime: the app's API client, ably in the browser, cookies, localStorage. */
export function createAppRegistrationRuntime(): RegistrationRuntime {
  // The tab's first address may choose the liveness mode (?liveness=mock): kept for the tab.
  livenessProvider();
  return createRegistrationRuntime({
    api: (auth) => createAppApiClient({ auth }),
    realtime: connectBrowserRealtime,
    liveness: { provider: livenessProvider, apiBase: appConfig.apiBaseUrl },
  });
}
