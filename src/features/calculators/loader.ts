import { loadCatalog } from '../../platform/i18n';
import { localeFromPath } from '../../platform/locale';

/** Loads the calculators' messages; any route that shows a calculator calls it in its loader. */
export function calculatorsLoader({ location }: { location: { pathname: string } }) {
  return loadCatalog('calculators', localeFromPath(location.pathname));
}
