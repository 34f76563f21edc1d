import type { I18n } from '@lingui/core';
import { LinguiContext, type I18nContext } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';

function contextOf(i18n: I18n): I18nContext {
  return { i18n, _: i18n._.bind(i18n) };
}

/**
 * Lingui's context, renewed when the language changes, not when a catalog arrives. Lingui's own
 * provider renews it on every `i18n.load`; a new context value reaches a prerendered part React
 * has not taken over yet (the home calculator waiting for its code), and React then throws that
 * HTML away for its placeholder, under the finger of an applicant tapping its link. Every catalog
 * is loaded before what shows it renders (route loaders, the calculator's `use`), so nothing
 * waits for that renewal.
 */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [shown, setShown] = useState(() => ({ locale: i18n.locale, context: contextOf(i18n) }));
  useEffect(() => {
    const renew = () =>
      setShown((current) =>
        current.locale === i18n.locale
          ? current
          : { locale: i18n.locale, context: contextOf(i18n) },
      );
    // A language switched between the first render and this effect is caught up at once.
    renew();
    return i18n.on('change', renew);
  }, [i18n]);
  return <LinguiContext.Provider value={shown.context}>{children}</LinguiContext.Provider>;
}
