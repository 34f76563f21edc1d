import type { ConsoleMessage, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { resolveSettings } from '../../scripts/build/settings';
import { expectNoSidewaysScroll } from './support/accessible-screen';
import { expect, test } from './support/app';
import { PUBLIC_PAGES } from './support/public-pages';

// Canonical and share links come from the site origin setting (issue 15: the prerendered file
// cannot know the host it is served from, and client navigation uses the same data), not from
// the preview server these tests run on.
const SITE_ORIGIN = resolveSettings('sandbox').settings.VITE_SITE_ORIGIN;

// The public routes of SPEC.md §2 (registration screens have their own suites: they need a
// logged-in applicant), and /new-index outside production. Each is crawled in Russian (no
// prefix) and in Kazakh (/kk).
const PUBLIC_PATHS = [...PUBLIC_PAGES, '/new-index'];

const LOCALES = [
  { locale: 'ru', prefix: '', ogLocale: 'ru_KZ', home: 'На главную' },
  { locale: 'kk', prefix: '/kk', ogLocale: 'kk_KZ', home: 'Басты бетке' },
] as const;

/** Console errors and uncaught exceptions of a page, collected while a test runs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const localized = (prefix: string, path: string) => (path === '/' ? prefix || '/' : prefix + path);

// One walk per language (a fresh test per page cost a browser context and an app start each).
// Sideways scrolling at phone widths is the accessibility walk's (320–1280 px).
for (const { locale, prefix, ogLocale } of LOCALES) {
  test(`public pages in ${locale}: one heading, their language, canonical and share tags, no error`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    for (const path of PUBLIC_PATHS) {
      const url = localized(prefix, path);
      await page.goto(url);
      await expect(page.locator('h1'), url).toHaveCount(1);
      await expect(page.locator('h1'), url).not.toBeEmpty();
      await expect(page.locator('html'), url).toHaveAttribute('lang', locale);
      if (path === '/new-index') {
        // The redesign preview (absent from production builds) is kept out of search results.
        await expect(page.locator('meta[name="robots"]'), url).toHaveAttribute(
          'content',
          'noindex',
        );
        await expect(page.locator('link[rel="canonical"]'), url).toHaveCount(0);
      } else {
        await expect(page.locator('link[rel="canonical"]'), url).toHaveAttribute(
          'href',
          new URL(url, SITE_ORIGIN).href,
        );
      }
      await expect(page.locator('meta[property="og:locale"]'), url).toHaveAttribute(
        'content',
        ogLocale,
      );
      await expect(page.locator('meta[property="og:type"]'), url).toHaveAttribute(
        'content',
        'website',
      );
      await expect(page.locator('meta[name="twitter:card"]'), url).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      // With what loads after the first paint (the home calculator) in place too.
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
      expect(errors, url).toEqual([]);
    }
  });
}

test('the share image is a real 1200×630 PNG', async ({ page, request }) => {
  await page.goto('/');
  const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
  expect(image.origin).toBe(SITE_ORIGIN);
  const response = await request.get(image.pathname);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

for (const { locale, prefix, home } of LOCALES) {
  test(`an unknown route shows the 404 page in ${locale} @phone`, async ({ page }) => {
    const response = await page.goto(`${prefix}/no-such-page`);
    expect(response?.ok()).toBe(true); // a static host serves the app shell; the app says 404
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    const image = page.getByRole('img', { name: locale === 'ru' ? 'Ошибка' : 'Қате' });
    await expect(image).toHaveAttribute('width', '200');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // "Go to the home page" is a full page load, not a client navigation.
    const link = page.getByRole('link', {
      name: home === 'На главную' ? 'Перейти на главную' : 'Басты бетке өту',
    });
    const navigation = page.waitForEvent('load');
    await link.click();
    await navigation;
    await expect(page).toHaveURL(new RegExp(`${prefix || ''}/?$`));
  });
}

test('a path with a trailing slash is replaced by the same path without it', async ({ page }) => {
  await page.goto('/');
  const before = await page.evaluate(() => history.length);
  await page.goto('/how-to-get/?utm_source=test');
  await expect(page).toHaveURL(/\/how-to-get\?utm_source=test$/);
  await expect(page.locator('h1')).toHaveCount(1);
  // One new entry for the visit: the slashed address was replaced, not kept behind it.
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
});

// Without a query string the router's own redirect never settled and froze the tab (issue 13).
for (const [slashed, path, heading] of [
  ['/login/', '/login', 'Вход и регистрация'],
  ['/about/', '/about', 'О компании'],
  ['/kk/about/documents/', '/kk/about/documents', null],
] as const) {
  test(`${slashed} opens ${path} with its page`, async ({ page }) => {
    await page.goto(slashed);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const h1 = page.locator('h1');
    await expect(h1).toHaveCount(1);
    if (heading) await expect(h1).toHaveText(heading);
  });
}

test('the language switcher stores the choice and moves to the same page', async ({
  page,
  context,
}) => {
  await page.goto('/how-to-return');
  await page.getByRole('link', { name: 'Қаз' }).click();
  await expect(page).toHaveURL(/\/kk\/how-to-return$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  const cookie = (await context.cookies()).find(({ name }) => name === 'i18n_redirected');
  expect(cookie?.value).toBe('kk');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // The stored choice wins over the browser's language on the next landing on the root.
  await page.goto('/');
  await expect(page).toHaveURL(/\/kk$/);

  await page.getByRole('link', { name: 'Рус' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test.describe('detection from the browser languages', () => {
  test.use({ locale: 'kk-KZ' });
  test('a Kazakh browser landing on / is sent to /kk, a deep link keeps its language', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/kk$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await page.goto('/contacts');
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });
});

test('the header and footer carry the contacts and links of SPEC §1 @phone', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible();
  const chat = footer.locator('a[target="_blank"][href*="wa.me"]');
  await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  // Skip link first in tab order, and it moves focus to the main content.
  await page.keyboard.press('Tab');
  const skip = page.locator(':focus');
  await expect(skip).toHaveAttribute('href', /#/);
});

test('every interactive element of the home page is at least 44 px tall on a phone @phone', async ({
  page,
}) => {
  await page.goto('/');
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a, button, input, select, [role="button"]')]
      .filter((element) => element.offsetParent !== null)
      .filter((element) => !element.closest('p, li p, dd')) // inline links in running text
      .map((element) => ({
        text: element.textContent?.trim(),
        height: element.getBoundingClientRect().height,
      }))
      .filter(({ height }) => height < 44),
  );
  expect(small).toEqual([]);
});

for (const path of ['/', '/how-to-get', '/kk/about']) {
  test(`${path} does not shift its layout while it loads @phone`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('h1')).toBeVisible();
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    // Cumulative layout shift: "good" is under 0.1; a page of text and sized images has none.
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
}

test('an uncaught error switches the whole app to the error page @phone', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('h1')).toHaveCount(1);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('a bug in a handler');
    });
  });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('500');
  await expect(page.getByRole('img', { name: 'Ошибка' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('after a client-side navigation the new page opens at its top with the heading focused @phone', async ({
  page,
}) => {
  // Where the window stands on the first frame a new heading is painted in.
  await page.addInitScript(() => {
    const w = window as unknown as { __firstFrameScroll: Record<string, number> };
    w.__firstFrameScroll = {};
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1')) {
        const text = heading.textContent ?? '';
        if (text in w.__firstFrameScroll) continue;
        w.__firstFrameScroll[text] = -1;
        requestAnimationFrame(() => (w.__firstFrameScroll[text] = window.scrollY));
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/about');
  await expect(page.locator('h1')).toHaveCount(1);
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Безопасность' });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL(/\/info\/security$/);
  const heading = page.locator('h1');
  await expect(heading).toBeFocused();
  const title = (await heading.textContent()) ?? '';
  await expect
    .poll(() =>
      page.evaluate(
        (text) =>
          (window as unknown as { __firstFrameScroll: Record<string, number> }).__firstFrameScroll[
            text
          ],
        title,
      ),
    )
    .toBe(0);
});

test('a footer link under the pointer stays readable on the navy footer', async ({ page }) => {
  await page.goto('/about');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Как получить заём' });
  await link.hover();
  const { violations } = await new AxeBuilder({ page })
    .include('footer')
    .withRules(['color-contrast'])
    .analyze();
  expect(violations.flatMap(({ nodes }) => nodes.map((node) => node.html))).toEqual([]);
});
