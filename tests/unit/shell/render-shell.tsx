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
import { vi } from 'vitest';
import { messages as kk } from '../../../locales/kk/shell.po';
import { messages as ru } from '../../../locales/ru/shell.po';

/**
 * Renders a piece of the shell with the real `shell` catalog of a language, inside a router on
 * that language's home page. jsdom cannot scroll: window.scrollTo is a mock, cleared once the
 * router has restored its scroll position, and returned.
 */
export async function renderShell(
  locale: 'ru' | 'kk',
  node: ReactNode,
  { reducedMotion = false } = {},
) {
  i18n.load(locale, { ru, kk }[locale]);
  i18n.activate(locale);
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reducedMotion && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
  const scrollTo = vi.fn();
  Object.defineProperty(window, 'scrollTo', { configurable: true, value: scrollTo });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <>{node}</> }),
    history: createMemoryHistory({ initialEntries: [locale === 'kk' ? '/kk' : '/'] }),
  });
  await router.load();
  const rendered = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  scrollTo.mockClear();
  return { ...rendered, scrollTo };
}
