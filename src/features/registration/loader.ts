import { loadCatalog } from '../../platform/i18n';
import { localeFromPath } from '../../platform/locale';

export function registrationLoader({ location }: { location: { pathname: string } }) {
  return loadCatalog('registration', localeFromPath(location.pathname));
}
