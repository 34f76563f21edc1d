import { useCallback, useEffect, useRef, useState } from 'react';

/** A read a screen makes itself: null while it loads, 'failed' when it could not be had. */
export type Loaded<T> = T | 'failed' | null;

export type LoadStatus = 'loading' | 'ready' | 'failed';

export function statusOf<T>(data: Loaded<T>): LoadStatus {
  return data === null ? 'loading' : data === 'failed' ? 'failed' : 'ready';
}

/**
 * Runs `load` (a stable function) once, and again on `reload`; not at all unless `needed`. The client has already repeated
 * an idempotent read before it fails, so a failure here is worth showing with a retry. What a
 * route's loader already fetched (`prefetched`, the same on every render) is the first result.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  prefetched: Loaded<T> = null,
  needed = true,
): { data: Loaded<T>; reload: () => void } {
  const [data, setData] = useState<Loaded<T>>(prefetched);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!needed || (attempt === 0 && prefetched !== null)) return;
    let live = true;
    load().then(
      (value) => live && setData(value),
      () => live && setData('failed'),
    );
    return () => {
      live = false;
    };
  }, [load, attempt, prefetched, needed]);
  const reload = useCallback(() => {
    setData(null);
    setAttempt((count) => count + 1);
  }, []);
  return { data, reload };
}

/**
 * A tap whose action needs something still loading (issue 13: no tap is lost). Pressed early,
 * it waits, visibly (`waiting`), and runs once the load is ready. Pressed after the load
 * failed, it loads again (`reload`) and waits the same way; if that fails too, the wait ends
 * and the failure is on screen with its own retry.
 */
export function useWhenReady(status: LoadStatus, action: () => void, reload: () => void) {
  const [waiting, setWaiting] = useState(false);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (!waiting || status === 'loading') return;
    setWaiting(false);
    if (status === 'ready') latest.current();
  }, [waiting, status]);
  const run = useCallback(() => {
    if (status === 'ready') return latest.current();
    if (status === 'failed') reload();
    setWaiting(true);
  }, [status, reload]);
  return { run, waiting };
}
