import { useLingui } from '@lingui/react/macro';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../platform/locale';

/** The language the screen's words are in, and so the one its server reads are asked in. */
export function usePageLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
