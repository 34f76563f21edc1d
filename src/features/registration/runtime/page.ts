import { localeFromPath, localizePath } from '../../../platform/locale';
import type { RuntimeLocation } from './types';

/** The page's language, and an app route in it as an absolute URL (for pages that send back). */
export function pageOf({ href }: RuntimeLocation) {
  const lang = () => localeFromPath(new URL(href()).pathname);
  return { lang, url: (route: string) => new URL(localizePath(route, lang()), href()).href };
}
