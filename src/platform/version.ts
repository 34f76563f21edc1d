// A long-lived tab keeps running an old build. Polling the deployed version file notices a new
// one; the next navigation then loads the page in full instead of routing in the old bundle.
export const VERSION_URL = '/version.json';
export const VERSION_POLL_INTERVAL_MS = 60_000;

export interface VersionWatchOptions {
  url?: string;
  intervalMs?: number;
  /** The running build's version; when absent, the first answer is taken as the baseline. */
  current?: string;
  fetch?: typeof fetch;
}

/** sessionStorage key: the deployed version this tab already reloaded for. */
export const RELOADED_FOR_KEY = 'newBuildReloadedFor';

let newBuild = false;
let deployedVersion: string | null = null;

export function isNewBuildAvailable(): boolean {
  return newBuild;
}

async function fetchVersion(url: string, fetchImpl: typeof fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(url, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const version =
      body && typeof body === 'object' ? (body as { version?: unknown }).version : undefined;
    return typeof version === 'string' && version !== '' ? version : null;
  } catch {
    // Offline, or no version file on this host (development): nothing to compare.
    return null;
  }
}

/** Polls the version file; returns a stop function and a `check` that polls now. */
export function watchVersion(options: VersionWatchOptions = {}) {
  const url = options.url ?? VERSION_URL;
  const fetchImpl = options.fetch ?? fetch;
  let baseline = options.current ?? null;

  async function check(): Promise<boolean> {
    const deployed = await fetchVersion(url, fetchImpl);
    if (deployed === null) return newBuild;
    if (baseline === null) baseline = deployed;
    else if (deployed !== baseline) {
      newBuild = true;
      deployedVersion = deployed;
    }
    return newBuild;
  }

  void check();
  const timer = setInterval(() => void check(), options.intervalMs ?? VERSION_POLL_INTERVAL_MS);
  return { check, stop: () => clearInterval(timer) };
}

type ReloadMemory = Pick<Storage, 'getItem' | 'setItem'>;

function tabStorage(): ReloadMemory | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * For the navigation checks: a full load of the target when a new build is out, once per
 * deployed version per tab. When the reload still brings the old build (a CDN or proxy serving
 * a cached page), the tab stays on it instead of reloading on every navigation; a later
 * version gets its own reload.
 */
export function newBuildReload(
  href: string,
  storage: ReloadMemory | null = tabStorage(),
): { kind: 'reload'; href: string } | null {
  if (!newBuild || deployedVersion === null) return null;
  try {
    if (storage?.getItem(RELOADED_FOR_KEY) === deployedVersion) return null;
    storage?.setItem(RELOADED_FOR_KEY, deployedVersion);
  } catch {
    // Storage refused (private mode, quota): without memory, do not reload at all rather than loop.
    return null;
  }
  return { kind: 'reload', href };
}
