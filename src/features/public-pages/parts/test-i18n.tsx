import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { messages as kkHome } from '../../../../locales/kk/home.po';
import { messages as kkPages } from '../../../../locales/kk/pages.po';
import { messages as ruHome } from '../../../../locales/ru/home.po';
import { messages as ruPages } from '../../../../locales/ru/pages.po';

const catalogs: Record<'ru' | 'kk', Messages> = {
  ru: { ...ruPages, ...ruHome },
  kk: { ...kkPages, ...kkHome },
};

/** Renders public-page pieces with the real `home` and `pages` catalogs of a language. */
export function renderIn(locale: 'ru' | 'kk', node: ReactNode) {
  i18n.load(locale, catalogs[locale]);
  i18n.activate(locale);
  return render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
}
