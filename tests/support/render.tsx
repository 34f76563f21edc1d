// The one way a unit test renders a piece of the app: under the real message catalogs of a
// language (every catalog the app has, merged as the app merges them when chunks load), and
// inside a router at `path` when the piece renders links. Screens that need the registration
// runtime use renderScreen (render-screen.tsx), which renders through this.
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { messages as kkCalculators } from '../../locales/kk/calculators.po';
import { messages as kkFlow } from '../../locales/kk/flow.po';
import { messages as kkHome } from '../../locales/kk/home.po';
import { messages as kkPages } from '../../locales/kk/pages.po';
import { messages as kkRegistration } from '../../locales/kk/registration.po';
import { messages as kkShell } from '../../locales/kk/shell.po';
import { messages as ruCalculators } from '../../locales/ru/calculators.po';
import { messages as ruFlow } from '../../locales/ru/flow.po';
import { messages as ruHome } from '../../locales/ru/home.po';
import { messages as ruPages } from '../../locales/ru/pages.po';
import { messages as ruRegistration } from '../../locales/ru/registration.po';
import { messages as ruShell } from '../../locales/ru/shell.po';

export type Locale = 'ru' | 'kk';

const CATALOGS: Record<Locale, Messages> = {
  ru: { ...ruShell, ...ruPages, ...ruHome, ...ruCalculators, ...ruRegistration, ...ruFlow },
  kk: { ...kkShell, ...kkPages, ...kkHome, ...kkCalculators, ...kkRegistration, ...kkFlow },
};

/** Makes `locale` the active language with the app's real messages. */
export function activate(locale: Locale): void {
  i18n.load(locale, CATALOGS[locale]);
  i18n.activate(locale);
}

/** Renders `node` in `locale`. */
export function renderIn(locale: Locale, node: ReactNode) {
  activate(locale);
  return render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
}

/** The same inside a router at `path`, for pieces that render links. */
export async function renderRoutedIn(locale: Locale, node: ReactNode, path = '/') {
  activate(locale);
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
