import { expect, test, type Page } from '@playwright/test';
import { applicant } from './support/applicant';
import { fillPersonal, heading, T } from './support/journey';

// Issue 31: while the applicant fills a step, once the browser is idle, the code and the data of
// the screens the flow expects next are fetched ahead (personal → passport: the passport screen's
// chunk and the country list), so the passport form is whole the moment it appears; nothing is
// fetched ahead on a connection that asks to save data, nor on the public pages.

const PASSPORT_CHUNK = /\/assets\/passport-[\w-]+\.js$/;
const REGISTRATION_CHUNK = /\/assets\/(app-runtime|personal|passport|iin|photo)-[\w-]+\.js$/;
const COUNTRIES = '/rest/registration/countries';

/** Every path the page requests from now on. */
function requests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** Two idle moments of the page's main thread have passed: what it fetches ahead has started. */
async function browserIdle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve())),
      ),
  );
}

test('on the personal step the passport screen and the countries are fetched ahead', async ({
  page,
}) => {
  await applicant(page, '900101300017');
  const paths = requests(page);
  await page.goto('/register/personal');
  await expect
    .poll(() => paths.some((path) => PASSPORT_CHUNK.test(path)) && paths.includes(COUNTRIES))
    .toBe(true);
  await expect(heading(page, 'Личные данные')).toBeVisible();

  await fillPersonal(page, 'ru');
  await page.getByRole('button', { name: T.ru.next }).click();
  await expect(heading(page, T.ru.passport)).toBeVisible();
  // The form came with its list: the country is chosen and the list was asked for once.
  await expect(page.getByLabel('Страна, выдавшая документ')).toHaveValue('1');
  expect(paths.filter((path) => path === COUNTRIES)).toHaveLength(1);
});

test('nothing is fetched ahead on a connection that asks to save data', async ({ page }) => {
  // Chromium's data saver, as Network Information reports it.
  await page.addInitScript(() => {
    const connection = navigator.connection;
    if (connection)
      Object.defineProperty(Object.getPrototypeOf(connection), 'saveData', { get: () => true });
  });
  await applicant(page, '900101300017');
  const paths = requests(page);
  await page.goto('/register/personal');
  await expect(heading(page, 'Личные данные')).toBeVisible();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await browserIdle(page);
  expect(paths.filter((path) => PASSPORT_CHUNK.test(path) || path === COUNTRIES)).toEqual([]);

  // The passport screen still comes, loading what it needs then.
  await fillPersonal(page, 'ru');
  await page.getByRole('button', { name: T.ru.next }).click();
  await expect(heading(page, T.ru.passport)).toBeVisible();
  await expect(page.getByLabel('Страна, выдавшая документ')).toHaveValue('1');
});

test('a public page fetches nothing of the registration ahead', async ({ page }) => {
  const paths = requests(page);
  await page.goto('/');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await browserIdle(page);
  await browserIdle(page);
  expect(paths.filter((path) => REGISTRATION_CHUNK.test(path) || path === COUNTRIES)).toEqual([]);
});
