import { test as withoutApp, type Page } from '@playwright/test';
import { resolveSettings } from '../../scripts/build/settings';
import { expect, test } from './support/app';
import { LANGUAGES, localized, PUBLIC_PAGES } from './support/public-pages';
import { company } from './support/company';

// Issue 15: the browser takes over each prerendered page (hydration) without React finding a
// difference between the HTML and its first render, and the page then behaves as the app:
// client routing, the language switcher, the kk redirect of `/`, the head after a navigation.
const ORIGIN = resolveSettings('sandbox').settings.VITE_SITE_ORIGIN;

/**
 * Console errors and warnings (React reports a hydration mismatch as one: "Minified React error
 * #418" in production, the differing markup in development) and uncaught exceptions.
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Remembers the h1 the HTML parser made: a page React rendered anew has another one. */
async function rememberParsedHeading(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('h1');
      if (!heading) return;
      (window as unknown as { parsedHeading: Element }).parsedHeading = heading;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

const keepsParsedHeading = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('h1') ===
      (window as unknown as { parsedHeading: Element }).parsedHeading,
  );

// One walk per language: a fresh test per page cost a browser context and an app start each.
for (const { lang, prefix } of LANGUAGES) {
  test(`every public page in ${lang} is taken over without a mismatch, warning or error`, async ({
    page: tab,
  }) => {
    test.setTimeout(180_000);
    const problems = watchConsole(tab);
    await rememberParsedHeading(tab);
    for (const page of PUBLIC_PAGES) {
      const path = localized(prefix, page);
      await tab.goto(path);
      // What loads after the first render (the home calculator's code, telemetry) in place too.
      await tab.waitForLoadState('networkidle');
      expect(problems, path).toEqual([]);
      expect(await keepsParsedHeading(tab), `${path}: the prerendered heading is still there`).toBe(
        true,
      );
      await expect(tab.locator('html'), path).toHaveAttribute('lang', lang);
    }
  });
}

test('after hydration links route in the page, and the head follows each page @phone', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.locator('a[href="/how-to-get"]').first().click();
  await expect(page).toHaveURL(/\/how-to-get$/);
  await expect(page.locator('h1')).toHaveText('Как получить заём');
  await expect(page).toHaveTitle(`Как получить заём — ${company.brand}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${ORIGIN}/how-to-get`,
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    `${ORIGIN}/how-to-get`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="kk"]')).toHaveAttribute(
    'href',
    `${ORIGIN}/kk/how-to-get`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Как получить заём онлайн/,
  );
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
  expect(problems).toEqual([]);
});

test('the language switcher moves a hydrated page to its Kazakh version in place', async ({
  page,
  context,
}) => {
  const problems = watchConsole(page);
  await page.goto('/about');
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole('link', { name: 'Қаз' }).click();
  await expect(page).toHaveURL(/\/kk\/about$/);
  await expect(page.locator('h1')).toHaveText('Компания туралы');
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(page).toHaveTitle(`Компания туралы — ${company.brand}`);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'kk_KZ');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/kk/about`);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
  const cookie = (await context.cookies()).find(({ name }) => name === 'i18n_redirected');
  expect(cookie?.value).toBe('kk');
  expect(problems).toEqual([]);
});

test('a visitor who chose Kazakh lands on /kk from the prerendered Russian home page', async ({
  page,
  context,
}) => {
  const problems = watchConsole(page);
  await context.addCookies([
    { name: 'i18n_redirected', value: 'kk', url: new URL(test.info().project.use.baseURL!).origin },
  ]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/kk$/);
  await expect(page.locator('h1')).toHaveText(/Картаға онлайн ақша/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(page).toHaveTitle(/^Картаға онлайн қарыздар — /);
  expect(problems).toEqual([]);
});

test('the home calculator answers once hydrated, from the figures the HTML showed', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/');
  const result = page.locator('dt', { hasText: 'Сумма к возврату' }).locator('xpath=..');
  await expect(result).toContainText(/79\s642,96\s₸/);
  await page.getByRole('radio', { name: '21' }).check();
  await expect(result).toContainText(/80\s214,44\s₸/);
  expect(problems).toEqual([]);
});

withoutApp.describe('without JavaScript', () => {
  withoutApp.use({ javaScriptEnabled: false });

  for (const { prefix } of LANGUAGES) {
    for (const page of PUBLIC_PAGES) {
      const path = localized(prefix, page);
      withoutApp(`${path} shows its heading, text and links`, async ({ page: tab }) => {
        await tab.goto(path);
        await expect(tab.locator('h1')).toHaveCount(1);
        await expect(tab.locator('h1')).toBeVisible();
        expect((await tab.locator('main').innerText()).length).toBeGreaterThan(200);
        // Every link leads somewhere a browser can go without the app.
        const hrefs = await tab
          .locator('a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(hrefs.length).toBeGreaterThan(0);
        for (const href of hrefs) expect(href, path).toMatch(/^(\/|#|https?:|tel:|mailto:)/);
        const next = hrefs.find((href) => href?.startsWith(`${prefix}/`) && href !== path);
        if (next) {
          const response = await tab.request.get(next);
          expect(response.status(), next).toBe(200);
        }
      });
    }
  }

  withoutApp('the calculators show their default figures', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Рассчитайте заём' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Сумма займа' })).toHaveValue(/^78\s500$/);
    // Its controls need the app: disabled, so nothing typed is taken and then lost.
    await expect(page.getByRole('textbox', { name: 'Сумма займа' })).toBeDisabled();
    await expect(
      page.locator('dt', { hasText: 'Сумма к возврату' }).locator('xpath=..'),
    ).toContainText(/79\s642,96\s₸/);
    await page.goto('/deposit');
    await expect(page.getByRole('textbox').first()).toHaveValue('78500');
  });
});

withoutApp(
  'a number typed into /login before the app has come is kept, with the focus',
  async ({ page }) => {
    const problems = watchConsole(page);
    // The app's code waits until the number is typed: a phone on a slow line.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const phone = page.getByLabel('Номер мобильного телефона');
    await phone.click();
    await page.keyboard.type('70112');
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    release();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    // The app's field (masked now) holds the digits and the focus: typing goes on in it.
    await expect(phone).toBeFocused();
    await page.keyboard.type('34567');
    await expect(phone).toHaveValue('+7 (701) 123-45-67');
    await page
      .getByLabel('Я прочитал(а) документы и согласен(на) подписать их кодом из SMS')
      .check();
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByLabel('Код из SMS', { exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  },
);
