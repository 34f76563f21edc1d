// @vitest-environment jsdom
// SPEC.md §2 and §8, the generic error page: one per case (503, 500, any other code), each with
// its own image (width 200, alt 'Ошибка'), its texts of SPEC §8, the footer and a button
// 'Перейти на главную' that loads the home page in full.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorPage } from '../../../src/features/shell/ErrorPage';
import { renderShell } from './render-shell';

afterEach(cleanup);

// SPEC §8's words (the 404 text is said there in short: moved, removed or mistyped).
const CASES = [
  [503, 'На сайте ведутся технические работы', /^Приносим извинения за доставленные неудобства\.$/],
  [500, '500. Внутренняя ошибка сервера', /^Попробуйте обновить страницу или зайдите позже\.$/],
  [404, '404. Страница не найдена', /перемещена.*удалена.*ошибка/],
] as const;

describe('the error page of SPEC §2 and §8', () => {
  it.each(CASES)('for %s says the words of SPEC §8', async (statusCode, title, text) => {
    await renderShell('ru', <ErrorPage statusCode={statusCode} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(title);
    expect(heading.nextElementSibling?.textContent).toMatch(text);
  });

  it('has an image of its own for each case, width 200, alt Ошибка', async () => {
    const sources = new Set<string | null>();
    for (const [statusCode] of CASES) {
      await renderShell('ru', <ErrorPage statusCode={statusCode} />);
      const image = screen.getByRole('img', { name: 'Ошибка' });
      expect(image.getAttribute('width')).toBe('200');
      sources.add(image.getAttribute('src'));
      cleanup();
    }
    expect(sources.size).toBe(3);
  });

  it.each([
    ['ru', 'Перейти на главную', '/'],
    ['kk', 'Басты бетке өту', '/kk'],
  ] as const)(
    'in %s includes the footer and a plain link «%s» to %s (a full page load)',
    async (locale, name, href) => {
      await renderShell(locale, <ErrorPage statusCode={404} />);
      expect(screen.getByRole('contentinfo')).toBeTruthy();
      const home = screen.getByRole('link', { name });
      expect(home.getAttribute('href')).toBe(href);
      // A router link would navigate inside the app; this one is an ordinary anchor.
      expect(home.getAttribute('data-status')).toBeNull();
    },
  );

  it('has Kazakh equivalents of every text', async () => {
    for (const [statusCode, title] of CASES) {
      await renderShell('kk', <ErrorPage statusCode={statusCode} />);
      const heading = screen.getByRole('heading', { level: 1 }).textContent ?? '';
      expect(heading).not.toBe(title);
      expect(heading.length).toBeGreaterThan(5);
      expect(screen.getByRole('img').getAttribute('alt')).toBe('Қате');
      cleanup();
    }
  });
});
