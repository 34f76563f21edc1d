// @vitest-environment jsdom
// SPEC.md §1, the footer: 'Получить деньги' (Ақша алу) opening /login, the debt-collection chat
// in a new tab with no opener, a scroll-to-top arrow that scrolls smoothly, four social links.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as kk } from '../../../locales/kk/shell.po';
import { messages as ru } from '../../../locales/ru/shell.po';
import { Footer } from '../../../src/features/shell/Footer';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function renderFooter(locale: 'ru' | 'kk', reducedMotion = false) {
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
  // jsdom has no scrolling; the router restores the scroll position on load.
  const scrollTo = vi.fn();
  Object.defineProperty(window, 'scrollTo', { configurable: true, value: scrollTo });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Footer /> }),
    history: createMemoryHistory({ initialEntries: [locale === 'kk' ? '/kk' : '/'] }),
  });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  scrollTo.mockClear();
  return { scrollTo };
}

describe('the footer of SPEC §1', () => {
  it.each([
    ['ru', 'Получить деньги', '/login'],
    ['kk', 'Ақша алу', '/kk/login'],
  ] as const)('in %s offers «%s», which opens %s', async (locale, money, href) => {
    await renderFooter(locale);
    expect(screen.getByRole('link', { name: money }).getAttribute('href')).toBe(href);
  });

  it('writes to the debt-collection department in a new tab, without an opener', async () => {
    await renderFooter('ru');
    const chat = screen.getByRole('link', { name: /отдел взыскания/ });
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')?.split(' ')).toContain('noopener');
  });

  it('has four social-network links, each in a new tab without an opener', async () => {
    await renderFooter('ru');
    const social = screen.getByRole('list', { name: 'Мы в социальных сетях' });
    const links = social.querySelectorAll('a');
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    }
  });

  it('scrolls to the top smoothly', async () => {
    const { scrollTo } = await renderFooter('ru');
    fireEvent.click(screen.getByRole('button', { name: 'Наверх' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('deviation: jumps to the top when the visitor asked for reduced motion', async () => {
    const { scrollTo } = await renderFooter('ru', true);
    fireEvent.click(screen.getByRole('button', { name: 'Наверх' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
