import { LIVENESS_SESSION_TIMEOUT_MS } from '../../../api/policy';
import { appConfig } from '../../../platform/config';
import { TRUSTED_TYPES_POLICY, trustedScriptUrl } from '../../../../contract/trusted-types';
import type { LivenessProvider } from './provider';
import { livenessError } from './provider';

// Not a `declare global`: the sandbox's tests declare the same global with their own type.
const providerGlobal = () =>
  (window as unknown as { LivenessProvider?: LivenessProvider }).LivenessProvider;

/** A provider script that has not arrived after this long means the connection is too slow. */
export const SCRIPT_TIMEOUT_MS = 20_000;

/**
 * The one script the liveness policy lets through: the provider's file the settings name (any
 * query string, which providers use for versions), on its host.
 */
function isProviderScript(url: URL): boolean {
  const provider = new URL(appConfig.livenessScriptUrl, location.href);
  return url.origin === provider.origin && url.pathname === provider.pathname;
}

const loading = new Map<string, Promise<LivenessProvider>>();

/**
 * Loads the external provider script once and hands back the `window.LivenessProvider` it
 * defines. Failures carry the liveness error names the screen explains: the script not
 * reachable → ServerConnectionError; not there in time → SlowInternetError; loaded without
 * defining the provider → NoWrapperError. A failed load is forgotten so a retry loads again.
 */
export function loadProviderScript(
  url: string,
  { timeoutMs = SCRIPT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<LivenessProvider> {
  const known = providerGlobal();
  if (known) return Promise.resolve(known);
  const pending = loading.get(url);
  if (pending) return pending;

  let source: string;
  try {
    source = trustedScriptUrl(TRUSTED_TYPES_POLICY.livenessScript, url, isProviderScript);
  } catch (error) {
    return Promise.reject(livenessError('ServerConnectionError', (error as Error).message));
  }
  const promise = new Promise<LivenessProvider>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = source;
    script.async = true;
    const timer = setTimeout(
      () =>
        fail(livenessError('SlowInternetError', `The liveness script took over ${timeoutMs} ms`)),
      timeoutMs,
    );
    function settle() {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
    }
    function fail(error: Error) {
      settle();
      script.remove();
      loading.delete(url);
      reject(error);
    }
    script.onload = () => {
      const provider = providerGlobal();
      if (!provider) {
        fail(livenessError('NoWrapperError', 'The liveness script defined no provider'));
        return;
      }
      settle();
      resolve(provider);
    };
    script.onerror = () =>
      fail(livenessError('ServerConnectionError', 'The liveness script could not be loaded'));
    document.head.append(script);
  });
  loading.set(url, promise);
  return promise;
}

/** `promise`, or `error` once `ms` have passed without it settling. */
function withinTime<T>(promise: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error()), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The external provider: the script is fetched when the first session starts, not before. A
 * session the provider does not start in time is SlowInternetError (issue 13: no call without
 * a time limit), which the photo screen explains with its retry.
 */
export function scriptProvider(
  url: string,
  { sessionTimeoutMs = LIVENESS_SESSION_TIMEOUT_MS }: { sessionTimeoutMs?: number } = {},
): LivenessProvider {
  let loaded: LivenessProvider | null = null;
  return {
    async startSession(options) {
      loaded = await loadProviderScript(url);
      return withinTime(loaded.startSession(options), sessionTimeoutMs, () =>
        livenessError('SlowInternetError', `No liveness session within ${sessionTimeoutMs} ms`),
      );
    },
    run(options) {
      if (!loaded) return Promise.reject(livenessError('NoWrapperError', 'No session started'));
      return loaded.run(options);
    },
    stop() {
      loaded?.stop();
    },
  };
}
