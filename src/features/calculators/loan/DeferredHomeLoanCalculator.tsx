import { lazy, memo, Suspense, use, type ComponentType } from 'react';
import { loadCatalog } from '../../../platform/i18n';
import { appReady } from '../../../platform/ready';
import type { Locale } from '../../../platform/locale';
import { useLocale } from '../../../ui/locale';
import styles from './LoanCalculator.module.css';

type CalculatorModule = { default: ComponentType };

/** Nothing: without its code the calculator stays away; the product summary still states the terms. */
const Unavailable = () => null;

let loaded: CalculatorModule | undefined;

/** The calculator's code, and Temporal where the browser lacks it. */
function loadModule(): Promise<CalculatorModule> {
  return Promise.all([
    import('./HomeLoanCalculator'),
    import('../../../finance/temporal').then(({ ensureTemporal }) => ensureTemporal()),
  ]).then(
    ([{ HomeLoanCalculator }]) => (loaded = { default: HomeLoanCalculator }),
    () => ({ default: Unavailable }),
  );
}

const Calculator = lazy(() =>
  // Loaded before the render (the prerendering server does it in the route's loader): a
  // thenable that resolves at once lets React render the calculator in the same pass.
  loaded
    ? ({
        then: (resolve: (module: CalculatorModule) => void) => resolve(loaded!),
      } as Promise<CalculatorModule>)
    : appReady().then(loadModule),
);

const messages = new Map<Locale, Promise<boolean>>();

/**
 * Whether the calculators' messages in a language loaded, once `start` settles. Once settled
 * the promise says so the way React reads it (`status`, `value`), so `use` returns at once
 * instead of suspending.
 */
function messagesIn(locale: Locale, start: Promise<void>): Promise<boolean> {
  let promise = messages.get(locale);
  if (!promise) {
    const loading = start
      .then(() => loadCatalog('calculators', locale))
      .then(
        () => true,
        () => false,
      );
    void loading.then((value) => Object.assign(loading, { status: 'fulfilled', value }));
    messages.set(locale, (promise = loading));
  }
  return promise;
}

/** Everything the calculator needs in a language, now (the prerendering server awaits it). */
export async function loadHomeLoanCalculator(locale: Locale): Promise<void> {
  await Promise.all([loadModule(), messagesIn(locale, Promise.resolve())]);
}

function CalculatorIn({ locale }: { locale: Locale }) {
  // Without its messages the calculator stays away, as without its code.
  return use(messagesIn(locale, appReady())) ? <Calculator /> : null;
}

/**
 * The home page's calculator, fetched once the page answers its controls: on a slow phone the
 * heading and the call to action must not wait for the finance engine (about 10 KiB gzip with
 * its messages). The prerendered page shows it with its default figures; React hydrates that
 * part when its code has arrived, and until then it stays as the HTML drew it. A page the
 * browser renders itself shows a placeholder of the same size meanwhile, so nothing moves.
 *
 * Memoized: until its code arrives, any new render of this boundary (the home route renders
 * again after hydration) makes React drop the prerendered calculator for the placeholder, and a
 * tap on its link in that instant went nowhere.
 */
export const DeferredHomeLoanCalculator = memo(function DeferredHomeLoanCalculator() {
  const locale = useLocale();
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
      <CalculatorIn key={locale} locale={locale} />
    </Suspense>
  );
});
