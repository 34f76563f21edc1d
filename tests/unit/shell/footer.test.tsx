// @vitest-environment jsdom
// SPEC.md §1, the footer: 'Получить деньги' (Ақша алу) opening /login, the debt-collection chat
// in a new tab with no opener, a scroll-to-top arrow that scrolls smoothly, four social links.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../../src/features/shell/Footer';
import { renderShell } from './render-shell';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderFooter = (locale: 'ru' | 'kk', reducedMotion = false) =>
  renderShell(locale, <Footer />, { reducedMotion });

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
