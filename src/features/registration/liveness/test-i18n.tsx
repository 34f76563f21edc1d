import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { messages as kk } from '../../../../locales/kk/registration.po';
import { messages as ru } from '../../../../locales/ru/registration.po';

/** Renders registration pieces with the real `registration` catalog of a language. */
export function renderIn(locale: 'ru' | 'kk', node: ReactNode) {
  i18n.load(locale, locale === 'kk' ? kk : ru);
  i18n.activate(locale);
  return render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
}
