import { loadCatalog } from '../../platform/i18n';
import { localeFromPath } from '../../platform/locale';

export function pagesLoader({ location }: { location: { pathname: string } }) {
  return loadCatalog('pages', localeFromPath(location.pathname));
}

/** The home page loads only its own messages (its catalog is split off for the bundle budget). */
export function homeLoader({ location }: { location: { pathname: string } }) {
  return loadCatalog('home', localeFromPath(location.pathname));
}
