import { loadCatalog } from '../../platform/i18n';
import { localeFromPath } from '../../platform/locale';

export function pagesLoader({ location }: { location: { pathname: string } }) {
  return loadCatalog('pages', localeFromPath(location.pathname));
}
