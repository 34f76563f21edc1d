/// <reference types="temporal-polyfill/types/global" />
import { useEffect, useState } from 'react';
import { ensureTemporal } from '../../finance';
import { todayInAlmaty } from '../../finance/dates';
import { appConfig } from '../../platform/config';
import { useBrowserValue } from '../../ui/hydration';

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

const today = () =>
  typeof globalThis.Temporal === 'undefined' ? appConfig.buildDate : todayInAlmaty();

/**
 * Today in Almaty (YYYY-MM-DD), the date a loan or deposit would be opened on. A prerendered
 * page shows the build's date until it is hydrated, then today's.
 */
export function useToday(): string {
  return useBrowserValue(today, appConfig.buildDate);
}
