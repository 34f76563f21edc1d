import { createAppApiClient } from '../../../api/app-client';
import { appConfig } from '../../../platform/config';
import { showFatalError } from '../../../platform/fatal-error';
import { i18n } from '../../../platform/i18n';
import { whenIdle } from '../../../platform/idle';
import { HINT_MESSAGES } from '../liveness/hints';
import { chooseLivenessMode, createProvider } from '../liveness/select-provider';
import { connectBrowserRealtime } from './ably-browser';
import { browserStorage } from './drafts';
import { faroJourneySignalSink, faroJourneySink, tabJourneyMemory } from './journey-telemetry';
import { realtimeOptions } from './realtime';
import { createRegistrationRuntime } from './runtime';
import { cookieTokenStore } from './token-store';
import type { RegistrationRuntime } from './types';

/** The provider a new liveness session runs on: the tab's choice (select-provider.ts). */
function livenessProvider() {
  const choice = chooseLivenessMode({
    search: window.location.search,
    storage: browserStorage('sessionStorage'),
    isProduction: appConfig.isProduction,
  });
  return createProvider(choice, {
    scriptUrl: appConfig.livenessScriptUrl,
    hintText: (hint) => i18n._(HINT_MESSAGES[hint]),
  }).provider;
}

/** The page's runtime: the app's API client, ably, cookies, localStorage, Faro, the window. */
export function createAppRegistrationRuntime(): RegistrationRuntime {
  // The tab's first address may choose the liveness mode (?liveness=mock): kept for the tab.
  livenessProvider();
  return createRegistrationRuntime({
    api: (auth) => createAppApiClient({ auth }),
    location: { href: () => window.location.href, replace: (url) => window.location.replace(url) },
    tokens: cookieTokenStore(),
    storage: browserStorage(),
    onFatal: showFatalError,
    realtime: {
      connect: connectBrowserRealtime,
      options: realtimeOptions(appConfig.realtime),
      // A new screen renders before the socket opens (npm run next-screen: 10-25 ms at 4×).
      later: (task) => whenIdle(task, { timeout: 1000, fallbackMs: 0 }),
    },
    liveness: { provider: livenessProvider, apiBase: appConfig.apiBaseUrl },
    connectivity: window,
    journey: {
      sink: faroJourneySink,
      signalSink: faroJourneySignalSink,
      memory: tabJourneyMemory(),
    },
  });
}
