import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { SAMPLE_VALUES, STEP } from '../../contract';
import {
  fillForm,
  headingOfStep,
  heading,
  login,
  openCamera,
  path,
  routeAfter,
  sign,
  stepAfter,
  submit,
  T,
  takePhoto,
  walkTo,
} from './support/journey';
import { appReady } from './support/app';

// Journey integrity (issues 12 and 13) in the browser against the sandbox: what the applicant
// chose and signed reaches the cabinet, logout and the guards after it, old signing returns,
// the server moving the applicant back, a session expiring mid-selfie, a submit made offline,
// drafts shared by the applicant's tabs. Each test is a new applicant (its own phone).

test.describe.configure({ timeout: 150_000 });

const VISITOR = { 'X-VISITOR-ID': 'e2e-journey-integrity' };

interface Applicant {
  step_name: string;
  history: string[];
  potential_contract_id: number;
  cabinet: { amount: number; potential_contract_id: number | null } | null;
  cabinet_calls: Array<{ amount: number; potential_contract_id: number | null; accepted: boolean }>;
}

async function control<T>(request: APIRequestContext, url: string, data?: unknown): Promise<T> {
  const response = data
    ? await request.post(url, { data, headers: VISITOR })
    : await request.get(url, { headers: VISITOR });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const record = (page: Page, national: string) =>
  control<Applicant>(page.request, `/sandbox/control/applicant?phone=7${national}`);

const jump = (page: Page, national: string, step: string) =>
  control(page.request, '/sandbox/control/jump', { phone: `7${national}`, step });

async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find(({ name }) => name === 'session_token');
  expect(cookie, 'a session cookie').toBeDefined();
  return cookie!.value;
}

/** Logged in through /login, the IIN and every form sent: on the photo. */
async function toPhoto(page: Page) {
  const national = await login(page, 'ru');
  await walkTo(page, 'ru', STEP.verigram);
  return national;
}

/** From the photo through the signing page (a full-page trip) to the cabinet. */
async function photoToCabinet(page: Page) {
  await takePhoto(page, 'ru');
  await sign(page, 'ru');
  await expect(page).toHaveURL(path('ru', '/register/lk'), { timeout: 30_000 });
  await expect(heading(page, T.ru.cabinet)).toBeVisible();
}

const amountField = (page: Page) => page.getByRole('textbox', { name: 'Сумма займа' });

test.describe('the cabinet gets what the applicant chose and signed', () => {
  test('the calculator amount is offered; the changed amount and the contract signed at login reach POST /rest/cabinet after the signing page @phone', async ({
    page,
    context,
  }) => {
    // The home calculator remembered 150 000 ₸ (SPEC §9 cookie calculator_amount).
    await page.goto('/');
    await amountField(page).fill('150000');
    await amountField(page).press('Enter');
    await expect(amountField(page)).toHaveValue(/^150\s000$/);

    const national = await toPhoto(page);
    await photoToCabinet(page);

    // Greeted with GET /rest/client/info: the name and the masked phone.
    await expect(
      page.getByText(`Здравствуйте, ${SAMPLE_VALUES.personal.first_name}!`),
    ).toBeVisible();
    const masked = `+7 (${national.slice(0, 3)}) ***-**-${national.slice(-2)}`;
    await expect(page.getByText(`Вы вошли с номером ${masked}.`)).toBeVisible();

    await expect(amountField(page)).toHaveValue(/^150\s000$/);
    await amountField(page).fill('200000');
    await amountField(page).press('Enter');
    const apply = page.getByRole('button', { name: /^Подать заявку на 200\s000 ₸$/ });
    await expect(apply).toBeVisible();
    const call = page.waitForRequest(
      (request) => request.url().endsWith('/rest/cabinet') && request.method() === 'POST',
    );
    await apply.click();
    const sent = (await call).postDataJSON() as { amount: number; potential_contract_id: number };
    await expect(page.getByRole('heading', { name: T.ru.applied })).toBeFocused();

    const applicant = await record(page, national);
    expect(sent).toEqual({
      amount: 200_000,
      potential_contract_id: applicant.potential_contract_id,
    });
    expect(applicant.cabinet).toEqual(sent);
    expect(await sessionToken(context)).not.toBe('');
  });

  test('an amount outside the product is refused with a message tied to the field, nothing sent', async ({
    page,
  }) => {
    const national = await login(page, 'ru');
    await jump(page, national, 'personal_cabinet');
    await page.goto('/register/lk');
    await expect(amountField(page)).toHaveValue(/^78\s500$/);
    await amountField(page).fill('1000000');
    await amountField(page).press('Enter');
    const error = page
      .getByRole('alert')
      .filter({ hasText: 'Введите сумму от 5 000 ₸ до 300 000 ₸' });
    await expect(error).toBeVisible();
    await expect(amountField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(amountField(page)).toHaveAttribute('aria-describedby', /\S+ \S+/);
    const apply = page.getByRole('button', { name: /^Подать заявку/ });
    await expect(apply).toBeDisabled();
    await apply.click({ force: true });
    await expect(page.getByRole('heading', { name: T.ru.applied })).toHaveCount(0);
    // Within the limits again, the application goes.
    await amountField(page).fill('250000');
    await amountField(page).press('Enter');
    await expect(error).toHaveCount(0);
    await page.getByRole('button', { name: /^Подать заявку на 250\s000 ₸$/ }).click();
    await expect(page.getByRole('heading', { name: T.ru.applied })).toBeFocused();
    expect((await record(page, national)).cabinet_calls.map(({ amount }) => amount)).toEqual([
      250_000,
    ]);
  });
});

test.describe('logout', () => {
  for (const lang of ['ru', 'kk'] as const) {
    test(`«${lang === 'ru' ? 'Выйти' : 'Шығу'}» in the header at 360 px deletes the session and the drafts; the guards keep the applicant on /login @phone`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await login(page, lang);
      await walkTo(page, lang, STEP.personal);
      await page.getByLabel(T[lang].lastName).fill('Сапарова');

      const logout = page
        .getByRole('banner')
        .getByRole('button', { name: lang === 'ru' ? 'Выйти' : 'Шығу' });
      await expect(logout).toBeInViewport({ ratio: 1 });
      const box = (await logout.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      const stored = () => page.evaluate(() => Object.keys(localStorage));
      expect(await stored()).toContain('registration.drafts');

      await logout.click();
      await expect(page).toHaveURL(path(lang, '/login'));
      await expect(page.getByLabel(T[lang].phone)).toBeVisible();
      expect((await context.cookies()).map(({ name }) => name)).not.toContain('session_token');
      expect(await stored()).not.toContain('registration.drafts');
      expect(await stored()).not.toContain('registration.session');
      await expect(logout).toHaveCount(0);

      // The route guard after it: a registration address leads back to /login.
      await page.goto(`${T[lang].prefix}/register/personal`);
      await expect(page).toHaveURL(path(lang, '/login'));
      await page.goBack();
      await expect(page).toHaveURL(path(lang, '/login'));
    });
  }

  test('clear-login: /login entered again starts at the phone form, the phone kept', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel(T.ru.phone).pressSequentially('7011234567');
    await page.getByLabel(T.ru.consent).check();
    await page.getByRole('button', { name: T.ru.getCode }).click();
    await expect(page.getByLabel(T.ru.code, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'На главную' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The home page may be the prerendered file: the app's link, not the browser's, is meant.
    await appReady(page);
    // The address changes as the navigation starts; the footer clicked next must be the home
    // page's, not the login page's still on screen (from there /login is not entered again).
    await expect(page.getByLabel(T.ru.code, { exact: true })).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Получить деньги' }).click();
    await expect(page).toHaveURL(path('ru', '/login'));
    await expect(page.getByLabel(T.ru.code, { exact: true })).toHaveCount(0);
    await expect(page.getByLabel(T.ru.phone)).toHaveValue('+7 (701) 123-45-67');
    // Changing the language is not entering /login: the code form stays.
    await page.getByLabel(T.ru.consent).check();
    await page.getByRole('button', { name: T.ru.getCode }).click();
    await expect(page.getByLabel(T.ru.code, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Қаз' }).click();
    await expect(page).toHaveURL(path('kk', '/login'));
    await expect(page.getByLabel(T.kk.code, { exact: true })).toBeVisible();
  });
});

test.describe('the address bar cannot take the applicant off their step', () => {
  test('a signing return opened again at the cabinet leads to the cabinet, no 404, no signing again; the drafts are gone', async ({
    page,
  }) => {
    await toPhoto(page);
    // The drafts belong to the applicant until the cabinet is reached.
    const drafts = () => page.evaluate(() => localStorage.getItem('registration.drafts'));
    expect(await drafts()).toContain(SAMPLE_VALUES.passport.issuer);
    // The address the signing page sends the browser back to, as the history keeps it.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await takePhoto(page, 'ru');
    await sign(page, 'ru');
    await expect(page).toHaveURL(path('ru', '/register/lk'), { timeout: 30_000 });
    const returnUrl = visited.find((url) => url.includes('signing=signed'));
    expect(returnUrl).toBeDefined();
    await expect.poll(drafts).toBeNull();

    for (const url of [
      '/register/signing-waiting-results?signing=signed&session=0000',
      '/register/signing-waiting-results?signing=declined&session=0000',
      returnUrl!,
      '/register/selfie-video',
      '/login/iin',
    ]) {
      await page.goto(url);
      await expect(page).toHaveURL(path('ru', '/register/lk'), { timeout: 30_000 });
      await expect(heading(page, T.ru.cabinet)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Подписать ещё раз' })).toHaveCount(0);
      await expect(page.getByText('404')).toHaveCount(0);
    }
  });

  test('the server moving the applicant back (or to a step of the same rank) is followed', async ({
    page,
  }) => {
    const national = await login(page, 'ru');
    await walkTo(page, 'ru', STEP.passport);

    await jump(page, national, 'personal');
    await expect(page).toHaveURL(path('ru', '/register/personal'), { timeout: 15_000 });
    await expect(heading(page, 'Личные данные')).toBeVisible();
    // What was typed there is still there.
    await expect(page.getByLabel(T.ru.email)).toHaveValue(SAMPLE_VALUES.personal.email);

    await jump(page, national, 'personal_and_passport');
    await expect(page).toHaveURL(path('ru', '/register/personal-and-passport'), {
      timeout: 15_000,
    });
    await jump(page, national, 'iin');
    await expect(page).toHaveURL(path('ru', '/login/iin'), { timeout: 15_000 });
    // After a reload the server's step decides.
    await page.goto('/register/passport');
    await expect(page).toHaveURL(path('ru', '/login/iin'));
  });
});

test.describe('a session that ends under the applicant', () => {
  test('expired in the middle of the selfie: /login says why; the same phone is back at the selfie and finishes @phone', async ({
    page,
    context,
  }) => {
    const national = await toPhoto(page);
    await control(page.request, '/sandbox/control/expire-token', {
      token: await sessionToken(context),
    });
    await openCamera(page, 'ru');

    await expect(page).toHaveURL(path('ru', '/login'), { timeout: 30_000 });
    await expect(page.getByText('Сессия истекла, войдите снова')).toBeVisible();
    expect((await context.cookies()).map(({ name }) => name)).not.toContain('session_token');
    // The phone is offered again.
    await expect(page.getByLabel(T.ru.phone)).toHaveValue(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);

    await page.getByLabel(T.ru.consent).check();
    await page.getByRole('button', { name: T.ru.getCode }).click();
    await page.getByLabel(T.ru.code, { exact: true }).fill(national.slice(-4));
    await page.getByRole('button', { name: T.ru.login }).click();
    await expect(page).toHaveURL(path('ru', '/register/photo'));
    await openCamera(page, 'ru');
    await expect(page.getByRole('button', { name: T.ru.sign, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    expect((await record(page, national)).history).toContain('waiting_liveness_results');
  });

  test('expired on the passport step: the submit lands on /login; after logging in again the passport form has what was typed', async ({
    page,
    context,
  }) => {
    const national = await login(page, 'ru');
    await walkTo(page, 'ru', STEP.passport);
    await fillForm(page, 'ru', STEP.passport);
    await control(page.request, '/sandbox/control/expire-token', {
      token: await sessionToken(context),
    });
    await submit(page, 'ru');
    await expect(page).toHaveURL(path('ru', '/login'), { timeout: 30_000 });
    await expect(page.getByText('Сессия истекла, войдите снова')).toBeVisible();

    await page.getByLabel(T.ru.consent).check();
    await page.getByRole('button', { name: T.ru.getCode }).click();
    await page.getByLabel(T.ru.code, { exact: true }).fill(national.slice(-4));
    await page.getByRole('button', { name: T.ru.login }).click();
    await expect(page).toHaveURL(path('ru', '/register/passport'));
    await expect(page.getByLabel(T.ru.issuer)).toHaveValue(SAMPLE_VALUES.passport.issuer);
    await expect(page.getByLabel(T.ru.idNumber)).toHaveValue(SAMPLE_VALUES.passport.id_number);
    await submit(page, 'ru');
    await expect(page).toHaveURL(path('ru', routeAfter(STEP.passport)));
  });

  test("another phone logging in after an expiry finds none of the first applicant's drafts", async ({
    page,
    context,
  }) => {
    await login(page, 'ru');
    await walkTo(page, 'ru', STEP.personal);
    await page.getByLabel(T.ru.lastName).fill('Сапарова');
    await control(page.request, '/sandbox/control/expire-token', {
      token: await sessionToken(context),
    });
    await page.reload();
    await expect(page).toHaveURL(path('ru', '/login'));
    await login(page, 'ru');
    await walkTo(page, 'ru', STEP.personal);
    await expect(page.getByLabel(T.ru.lastName)).toHaveValue('');
    expect(
      await page.evaluate(() => localStorage.getItem('registration.drafts') ?? ''),
    ).not.toContain('Сапарова');
  });
});

test.describe('drafts belong to the applicant, not the tab', () => {
  test('a second tab shows what was typed in the first', async ({ page, context }) => {
    await login(page, 'ru');
    await walkTo(page, 'ru', STEP.personal);
    await page.getByLabel(T.ru.lastName).fill('Сапарова');
    await page.getByLabel(T.ru.email).fill('aigerim@example.kz');

    const second = await context.newPage();
    await second.goto('/register/personal');
    await expect(second.getByLabel(T.ru.lastName)).toHaveValue('Сапарова');
    await expect(second.getByLabel(T.ru.email)).toHaveValue('aigerim@example.kz');
    await expect(second.getByRole('banner').getByRole('button', { name: 'Выйти' })).toBeVisible();
  });
});

test.describe('a submit that found no connection', () => {
  test('waits for it, saying so, and is sent by itself once the browser is online @phone', async ({
    page,
    context,
  }) => {
    await login(page, 'ru');
    await walkTo(page, 'ru', STEP.personal);
    await fillForm(page, 'ru', STEP.personal);
    await context.setOffline(true);
    await submit(page, 'ru');
    const waiting = page.getByRole('status').filter({
      hasText: 'Нет подключения к интернету. Ждём, когда оно появится, и отправим данные сами',
    });
    await expect(waiting).toBeVisible();
    await expect(page.getByLabel(T.ru.lastName)).toHaveValue(SAMPLE_VALUES.personal.last_name);
    await context.setOffline(false);
    await expect(page).toHaveURL(path('ru', routeAfter(STEP.personal)), { timeout: 15_000 });
    await expect(heading(page, headingOfStep(stepAfter(STEP.personal), 'ru'))).toBeVisible();
  });
});
