import { loadCatalog } from '../../platform/i18n';
import { localeFromPath } from '../../platform/locale';

/**
 * Loads the calculators' messages and, where the browser lacks it, Temporal: any route that
 * shows a calculator calls it in its loader, so the calculator's first render has its figures
 * (the prerendered page has them too).
 */
export async function calculatorsLoader({ location }: { location: { pathname: string } }) {
  await Promise.all([
    loadCatalog('calculators', localeFromPath(location.pathname)),
    import('../../finance/temporal').then(({ ensureTemporal }) => ensureTemporal()),
  ]);
}

/**
 * The home route's loader part: the prerendered home page has the calculator with its default
 * figures. Only the prerendering server loads it here; a browser fetches it after the page is
 * on screen (DeferredHomeLoanCalculator), and its bundle does not even carry this branch.
 */
export async function prerenderHomeLoanCalculator({
  location,
}: {
  location: { pathname: string };
}): Promise<void> {
  if (import.meta.env.SSR) {
    const { loadHomeLoanCalculator } = await import('./loan/DeferredHomeLoanCalculator');
    await loadHomeLoanCalculator(localeFromPath(location.pathname));
  }
}
