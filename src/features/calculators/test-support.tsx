import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { messages as kk } from '../../../locales/kk/calculators.po';
import { messages as ru } from '../../../locales/ru/calculators.po';

const catalogs = { ru, kk };

/** Renders calculator pieces with the real `calculators` catalog of a language. */
export function renderIn(locale: 'ru' | 'kk', node: ReactNode) {
  i18n.load(locale, catalogs[locale]);
  i18n.activate(locale);
  return render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
}

/** The same inside a router at `path`, for pieces that render links. */
export async function renderRoutedIn(locale: 'ru' | 'kk', node: ReactNode, path = '/') {
  i18n.load(locale, catalogs[locale]);
  i18n.activate(locale);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <>{node}</> }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

/** Text as a person reads it: the narrow and ordinary no-break spaces of Intl become spaces. */
export function readable(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
}
