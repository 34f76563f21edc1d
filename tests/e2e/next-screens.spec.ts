import { expect, test, type Page } from '@playwright/test';
import { formDeclaration, isFormStep, STEP, type FormStep } from '../../contract';
import { applicant } from './support/applicant';
import { company } from './support/company';
import { fillForm, heading, headingOfStep, routeOf, stepAfter, submit } from './support/journey';

// Issue 31: while the applicant fills a step, once the browser is idle, the code and the data of
// the screens the flow expects next are fetched ahead (personal → passport: the country list; the
// form steps share one route's code, register/$step), so the passport form is whole the moment it
// appears; nothing is fetched ahead on a connection that asks to save data, nor on the public
// pages.

/** Whether a form asks for the country list (a field of input 'country'). */
const hasCountry = (step: FormStep) =>
  Object.values(formDeclaration(step).fields).some((field) => field.input === 'country');

/**
 * The form of the standard scenario's main line just before the first form with a country list
 * (the passport): the step under test, and the one it fetches ahead.
 */
function formBeforeCountries(): { before: FormStep; after: FormStep } {
  for (let before: FormStep = STEP.iin; ;) {
    const after = stepAfter(before);
    if (!isFormStep(after)) throw new Error('no form of the main line asks for the countries');
    if (hasCountry(after)) return { before, after };
    before = after;
  }
}

const { before, after } = formBeforeCountries();
// A route file's chunk is named after its file (register/$step.tsx: _step-….js).
const REGISTRATION_CHUNK = /\/assets\/(app-runtime|_step|iin|photo|lk)-[\w-]+\.js$/;
/** The code a form step's screen runs: the runtime and the form steps' route. */
const FORM_CHUNK = /\/assets\/(app-runtime|_step)-[\w-]+\.js$/;
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

test(`on the ${before} step the ${after} screen and the countries are fetched ahead`, async ({
  page,
}) => {
  await applicant(page, '900101300017', before);
  const paths = requests(page);
  await page.goto(routeOf(before));
  await expect.poll(() => paths.includes(COUNTRIES)).toBe(true);
  await expect(heading(page, headingOfStep(before, 'ru'))).toBeVisible();

  await fillForm(page, 'ru', before);
  const tapped = paths.length;
  await submit(page, 'ru');
  await expect(heading(page, headingOfStep(after, 'ru'))).toBeVisible();
  // The page is titled as the new form (the route stays, its step changed).
  await expect(page).toHaveTitle(`${headingOfStep(after, 'ru')} — ${company.brand}`);
  // The form came with its list: the country is chosen and the list was asked for once; no
  // screen code was fetched after the tap.
  await expect(page.getByLabel('Страна, выдавшая документ')).toHaveValue('1');
  expect(paths.filter((path) => path === COUNTRIES)).toHaveLength(1);
  expect(paths.slice(tapped).filter((path) => FORM_CHUNK.test(path))).toEqual([]);
});

test('nothing is fetched ahead on a connection that asks to save data', async ({ page }) => {
  // Chromium's data saver, as Network Information reports it.
  await page.addInitScript(() => {
    const connection = navigator.connection;
    if (connection)
      Object.defineProperty(Object.getPrototypeOf(connection), 'saveData', { get: () => true });
  });
  await applicant(page, '900101300017', before);
  const paths = requests(page);
  await page.goto(routeOf(before));
  await expect(heading(page, headingOfStep(before, 'ru'))).toBeVisible();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await browserIdle(page);
  expect(paths.filter((path) => path === COUNTRIES)).toEqual([]);

  // The next screen still comes, loading what it needs then.
  await fillForm(page, 'ru', before);
  await submit(page, 'ru');
  await expect(heading(page, headingOfStep(after, 'ru'))).toBeVisible();
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
