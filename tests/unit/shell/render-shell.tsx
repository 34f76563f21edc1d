import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { renderRoutedIn } from '../../support/render';

/**
 * Renders a piece of the shell in a language (tests/support/render.tsx), inside a router on that
 * language's home page. jsdom cannot scroll: window.scrollTo is a mock, cleared once the
 * router has restored its scroll position, and returned.
 */
export async function renderShell(
  locale: 'ru' | 'kk',
  node: ReactNode,
  { reducedMotion = false } = {},
) {
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
  const rendered = await renderRoutedIn(locale, node, locale === 'kk' ? '/kk' : '/');
  scrollTo.mockClear();
  return { ...rendered, scrollTo };
}
