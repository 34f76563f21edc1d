import { useLocation } from '@tanstack/react-router';
import { localeFromPath, type Locale } from '../platform/locale';

/**
 * The locale of the current URL: `/kk/...` is Kazakh, anything else Russian. Selected as the
 * locale, so a screen re-renders when the language changes, not on every navigation.
 */
export function useLocale(): Locale {
  return useLocation({ select: (location) => localeFromPath(location.pathname) });
}

/** Route params that keep the current language on a link. */
export function localeParams(locale: Locale): { locale: string | undefined } {
  return { locale: locale === 'kk' ? 'kk' : undefined };
}
