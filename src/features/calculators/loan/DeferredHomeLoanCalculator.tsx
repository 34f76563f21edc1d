import { lazy, Suspense, useEffect, useState } from 'react';
import { loadCatalog } from '../../../platform/i18n';
import { useLocale } from '../../../ui/locale';
import styles from './LoanCalculator.module.css';

const HomeLoanCalculator = lazy(() =>
  import('./HomeLoanCalculator').then(({ HomeLoanCalculator }) => ({
    default: HomeLoanCalculator,
  })),
);

type Stage = 'waiting' | 'ready' | 'unavailable';

/**
 * The home page's calculator, fetched once the page has painted its first screen: on a slow
 * phone the heading and the call to action must not wait for the finance engine (about 10 KiB
 * gzip with its messages). The placeholder keeps the calculator's place so nothing moves when
 * it arrives. Without its messages the calculator stays away; the product summary under it
 * still states the terms.
 */
export function DeferredHomeLoanCalculator() {
  const locale = useLocale();
  const [stage, setStage] = useState<Stage>('waiting');

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task: the request starts after the browser has painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        loadCatalog('calculators', locale).then(
          () => !cancelled && setStage('ready'),
          () => !cancelled && setStage('unavailable'),
        );
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [locale]);

  if (stage === 'unavailable') return null;
  const placeholder = <div className={styles.placeholder} aria-hidden="true" />;
  if (stage === 'waiting') return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HomeLoanCalculator />
    </Suspense>
  );
}
