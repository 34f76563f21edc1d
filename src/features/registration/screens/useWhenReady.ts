import type { QueryStatus } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A tap whose action needs a read still loading (issue 13: no tap is lost): `status` is the
 * read's (useQuery's), `reload` asks the server again. Pressed early, the tap waits, visibly
 * (`waiting`), and runs once the read is there. Pressed after the read failed, it loads again
 * and waits the same way; if that fails too, the wait ends and the failure is on screen with its
 * own retry.
 */
export function useWhenReady(status: QueryStatus, action: () => void, reload: () => void) {
  const [waiting, setWaiting] = useState(false);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (!waiting || status === 'pending') return;
    setWaiting(false);
    if (status === 'success') latest.current();
  }, [waiting, status]);
  const run = useCallback(() => {
    if (status === 'success') return latest.current();
    if (status === 'error') reload();
    setWaiting(true);
  }, [status, reload]);
  return { run, waiting };
}
