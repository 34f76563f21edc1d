// After a deploy the old build's route chunks are gone: a lazy import fails. One full reload
// fetches the new build; the guard stops a reload loop when the failure is something else.
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'chunkReloadAt';
/** @tanstack/react-router's lazyRouteComponent remembers its one reload under this prefix. */
const ROUTER_RELOAD_KEY_PREFIX = 'tanstack_router_reload:';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

export interface ReloadDeps {
  now?: () => number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  /** Whether the browser is online (navigator.onLine). */
  online?: () => boolean;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

// An error boundary renders more than once for the same error; each render must give the same
// answer instead of seeing its own reload inside the guard window.
const reloadedFor = new WeakSet<Error>();

/**
 * Reloads the page for a chunk-load failure unless it already did so in the last 10 s.
 * Returns whether it reloaded; when it did not, the caller shows the error as usual.
 */
export function reloadOnceForChunkError(error: unknown, deps: ReloadDeps = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  // Offline, a chunk fails because there is no network, not because a deploy removed it; a
  // reload would only show the browser's own error page in place of the applicant's.
  if (!(deps.online ?? browserOnline)()) return false;
  if (reloadedFor.has(error as Error)) return true;
  const now = (deps.now ?? Date.now)();
  const storage = deps.storage ?? sessionStorage;
  const last = Number(storage.getItem(RELOAD_GUARD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(now));
  // TanStack Router's lazy route components reload once of their own for the same failure
  // (keyed by the message); marking it done keeps it to this one reload, then the error page.
  storage.setItem(`${ROUTER_RELOAD_KEY_PREFIX}${(error as Error).message}`, '1');
  reloadedFor.add(error as Error);
  (deps.reload ?? (() => location.reload()))();
  return true;
}

/**
 * Vite reports a failed module preload as `vite:preloadError` on window. Offline, the import is
 * tried as it is (the module may be loaded already: the preload is only a link Vite adds, which
 * a browser offline cannot fetch), and fails to its importer if it is not.
 */
export function installChunkReloadGuard(target: Window = window, deps: ReloadDeps = {}) {
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (!(deps.online ?? browserOnline)() || reloadOnceForChunkError(payload, deps)) {
      event.preventDefault();
    }
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
