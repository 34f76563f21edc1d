/// <reference types="temporal-polyfill/types/global" />
import { useEffect, useState } from 'react';
import { ensureTemporal } from '../../finance';

/**
 * True once `Temporal` exists. Browsers with a native Temporal are ready at the first render;
 * the others fetch the polyfill first, so the figures appear a moment later instead of the
 * polyfill weighing on every page load.
 */
export function useTemporalReady(): boolean {
  const [ready, setReady] = useState(() => typeof globalThis.Temporal !== 'undefined');
  useEffect(() => {
    if (ready) return;
    let active = true;
    void ensureTemporal().then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [ready]);
  return ready;
}
