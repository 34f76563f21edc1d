import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { messages as kk } from '../../../../locales/kk/pages.po';
import { messages as ru } from '../../../../locales/ru/pages.po';

const catalogs: Record<'ru' | 'kk', Messages> = { ru, kk };

/** Renders public-page pieces with the real `pages` catalog of a language. */
export function renderIn(locale: 'ru' | 'kk', node: ReactNode) {
  i18n.load(locale, catalogs[locale]);
  i18n.activate(locale);
  return render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
}
