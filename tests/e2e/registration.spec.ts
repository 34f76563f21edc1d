import { expect, test } from '@playwright/test';
import { SAMPLE_VALUES, STEP } from '../../contract';
import { expectAccessibleScreen } from './support/accessible-screen';
import { applicant } from './support/applicant';
import {
  fillForm,
  headingOfStep,
  heading,
  login,
  path,
  randomNational,
  routeAfter,
  sampleShown,
  sign,
  submit,
  submitIin,
  T,
  takePhoto,
  walkTo,
} from './support/journey';
import { company } from './support/company';

// The registration journey over the built app and the sandbox, keyboard and pointer alike:
// /login to /register/lk in Russian and in Kazakh, every scenario of SANDBOX.md, a reload on
// every screen, and axe on every screen. Each test uses its own phone, so the sandbox keeps a
// separate applicant for it.

// A whole journey waits on the sandbox's background steps; a shared machine makes it slower.
test.describe.configure({ timeout: 180_000 });

for (const lang of ['ru', 'kk'] as const) {
  test(`happy path in ${lang}: /login to /register/lk @phone`, async ({ page }) => {
    const t = T[lang];
    await login(page, lang);
    // Every form on the way (the IIN first): the focus on its heading, and axe.
    const forms = await walkTo(page, lang, STEP.verigram, {
      each: async (step) => {
        await expect(heading(page, headingOfStep(step, lang))).toBeFocused();
        await expectAccessibleScreen(page);
      },
    });
    expect(forms).toEqual(expect.arrayContaining([STEP.iin, STEP.personal, STEP.passport]));
    await takePhoto(page, lang);
    // The sandbox's signing page, in the journey's language, accessible like the app's screens.
    await expect(heading(page, t.signingTitle)).toBeVisible({ timeout: 30_000 });
    await expectAccessibleScreen(page);
    await sign(page, lang);
    await expect(page).toHaveURL(path(lang, '/register/lk'), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: t.cabinet })).toBeVisible();
    await expectAccessibleScreen(page);
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page.getByRole('heading', { name: t.applied })).toBeFocused();
    await expectAccessibleScreen(page);
  });
}

// ---------------------------------------------------------------------------------------------
// The scenarios of SANDBOX.md. Each scenario's screens, in order, are walked to its end by
// paths.spec.ts (a failed selfie and its retry, a failed signing and its repeat, the under-18
// applicant); these tests hold what those walks do not check. The applicant logs in and answers
// the steps before the one under test through the API (the UI of those steps has its own tests
// above); the screens under test are driven in the browser.

test.describe('SANDBOX.md scenarios', () => {
  test('0101: personal and passport on one screen, prefilled from the IIN @phone', async ({
    page,
  }) => {
    await applicant(page);
    await page.goto('/login/iin');
    await submitIin(page, 'ru', '900101301015');
    await expect(page).toHaveURL(path('ru', '/register/personal-and-passport'));
    await expect(heading(page, 'Личные данные и удостоверение личности')).toBeVisible();
    await expect(page.getByLabel('Дата рождения')).toHaveValue('01/01/1990');
    await expect(page.getByLabel('Мужской')).toBeChecked();
    await expect(page.getByLabel('Страна, выдавшая документ')).not.toHaveValue('');
    await expectAccessibleScreen(page);
    await walkTo(page, 'ru', STEP.verigram, { from: STEP.personal_and_passport });
  });

  test('0102: the wait screen announces each server step, then the photo', async ({ page }) => {
    // The sandbox moves on within a fraction of a second, so what the screen showed is recorded
    // as it happens instead of being looked at afterwards.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { seenOnScreen: seen });
      new MutationObserver(() => {
        for (const element of document.querySelectorAll('h1, [role="status"]')) {
          const text = element.textContent?.trim();
          if (text && !seen.includes(text)) seen.push(text);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await applicant(page);
    await page.goto('/login/iin');
    await submitIin(page, 'ru', '900101301025');
    await expect(page).toHaveURL(path('ru', '/register/photo'), { timeout: 20_000 });
    const seen = await page.evaluate(
      () => (window as unknown as { seenOnScreen: string[] }).seenOnScreen,
    );
    expect(seen).toContain('Обрабатываем данные');
    expect(
      seen.some((text) => /Получаем ваши данные|Данные получены|Фотография получена/.test(text)),
    ).toBe(true);
  });

  test('0202: we are already fixing it', async ({ page }) => {
    await applicant(page, '900101302023', STEP.verigram);
    await page.goto('/register/photo');
    await takePhoto(page, 'ru');
    await expect(heading(page, 'Мы уже исправляем ошибку')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('main').getByRole('link', { name: company.phone })).toBeVisible();
  });

  test('declining on the signing page offers signing again', async ({ page }) => {
    await applicant(page, '900101300017', STEP.verigram);
    await page.goto('/register/photo');
    await takePhoto(page, 'ru');
    await page.getByRole('button', { name: T.ru.decline, exact: true }).click({ timeout: 30_000 });
    await expect(page).toHaveURL(path('ru', '/register/signing-init-error'), { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Подписать ещё раз' })).toBeVisible();
  });

  test('0401: a 422 on e-mail shows on the field and in a focused summary @phone', async ({
    page,
  }) => {
    await applicant(page, '900101304014');
    await page.goto('/register/personal');
    await fillForm(page, 'ru', STEP.personal, { email: 'taken@example.kz' });
    await submit(page, 'ru');
    const summary = page.getByRole('heading', { name: 'Исправьте, пожалуйста, ошибки' });
    await expect(summary).toBeVisible();
    await expect(page.locator(':focus')).toContainText('Исправьте, пожалуйста, ошибки');
    const email = page.getByLabel('Электронная почта');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Фамилия')).toHaveValue(SAMPLE_VALUES.personal.last_name);
    await expectAccessibleScreen(page);
    await email.fill('aigerim.s@example.kz');
    await submit(page, 'ru');
    await expect(page).toHaveURL(path('ru', routeAfter(STEP.personal)));
  });

  test('0501: no push, the waits move on by polling', async ({ page }) => {
    test.setTimeout(120_000);
    await applicant(page, '900101305018', STEP.verigram);
    await page.goto('/register/photo');
    await takePhoto(page, 'ru');
    // Nothing is pushed: only the polls take the applicant through the waits to the signing page.
    await expect(page).toHaveURL(/\/sandbox\/signing/, { timeout: 60_000 });
  });

  test('0502: slow answers show the form is being sent', async ({ page }) => {
    await applicant(page, '900101305028');
    await page.goto('/register/personal');
    await expect(heading(page, 'Личные данные')).toBeVisible({ timeout: 20_000 });
    await fillForm(page, 'ru', STEP.personal);
    await submit(page, 'ru');
    await expect(page.getByRole('button', { name: 'Отправляем…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(
      page.getByText('Отправляем данные, это может занять несколько секунд.'),
    ).toBeVisible();
    await expect(page).toHaveURL(path('ru', routeAfter(STEP.personal)), { timeout: 20_000 });
  });

  test('0503: a 503 on the passport shows technical works; a reload keeps the draft', async ({
    page,
  }) => {
    await applicant(page, '900101305038', STEP.passport);
    await page.goto('/register/passport');
    await fillForm(page, 'ru', STEP.passport);
    await submit(page, 'ru');
    await expect(heading(page, 'На сайте ведутся технические работы')).toBeVisible();
    await page.goto('/register/passport');
    await expect(page.getByLabel('Место рождения')).toHaveValue(
      sampleShown(STEP.passport, 'birthplace'),
    );
    await expect(page.getByLabel('Дата выдачи')).toHaveValue(sampleShown(STEP.passport, 'when'));
    await submit(page, 'ru');
    await expect(page).toHaveURL(path('ru', routeAfter(STEP.passport)));
  });
});

test.describe('login', () => {
  test('a wrong SMS code is named on the field; resend waits for the countdown', async ({
    page,
  }) => {
    const national = randomNational();
    await page.goto('/login');
    await expect(heading(page, 'Вход и регистрация')).toBeVisible();
    await expectAccessibleScreen(page);
    // Pasted with the trunk prefix: the mask strips it.
    await page.getByLabel(T.ru.phone).fill(`8${national}`);
    await expect(page.getByLabel(T.ru.phone)).toHaveValue(
      `+7 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`,
    );
    await page.getByRole('button', { name: T.ru.getCode }).click();
    await expect(page.getByRole('link', { name: /Примите условия документов/ })).toBeVisible();
    await page.getByLabel(T.ru.consent).check();
    // The section is named «Документы»; its list is not named again (WCAG 1.3.1, issue 26).
    const documents = page
      .getByRole('region', { name: 'Документы' })
      .getByRole('listitem')
      .getByRole('link');
    await expect(documents.first()).toHaveAttribute('href', /\/sandbox\/documents\/\d+/);
    await page.getByRole('button', { name: T.ru.getCode }).click();
    await expect(page.getByRole('heading', { level: 2, name: T.ru.code })).toBeFocused();
    await expect(page.getByText(/Отправить код ещё раз можно через \d:\d\d/)).toBeVisible();
    await expectAccessibleScreen(page);
    await page.getByLabel(T.ru.code).fill('00 00');
    await page.getByRole('button', { name: T.ru.login }).click();
    await expect(page.getByLabel(T.ru.code)).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(T.ru.code).fill(national.slice(-4));
    await page.getByRole('button', { name: T.ru.login }).click();
    await expect(page).toHaveURL(path('ru', '/login/iin'));
  });

  test('an expired code is named on the field in Kazakh; the typed code stays', async ({
    page,
  }) => {
    const t = T.kk;
    const national = randomNational();
    await page.goto(`${t.prefix}/login`);
    await page.getByLabel(t.phone).pressSequentially(national);
    await page.getByLabel(t.consent).check();
    await page.getByRole('button', { name: t.getCode }).click();
    const code = page.getByLabel(t.code, { exact: true });
    await code.fill(national.slice(-4));
    // Minutes pass: the sandbox ages the code it sent.
    const aged = await page.request.post('/sandbox/control/expire-sms', {
      data: { phone: `7${national}` },
    });
    expect(aged.ok()).toBe(true);
    await page.getByRole('button', { name: t.login }).click();

    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(/Кодтың мерзімі өтті, жаңасын сұратыңыз/);
    await expect(code).toHaveValue(new RegExp(national.slice(-4).split('').join('\\s?')));
    await expect(page).toHaveURL(path('kk', '/login'));
  });

  test('keyboard only: phone, consent, code, IIN and personal data', async ({ page }) => {
    const national = randomNational();
    await page.goto('/login');
    await page.getByLabel(T.ru.phone).focus();
    await page.keyboard.type(national);
    // Tab past the document links to the consent box.
    const consent = page.getByLabel(T.ru.consent);
    for (
      let i = 0;
      i < 10 && !(await consent.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(T.ru.code)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(T.ru.code)).toBeFocused();
    await page.keyboard.type(national.slice(-4));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(path('ru', '/login/iin'));
    await expect(heading(page, 'ИИН')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('900101300017');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByLabel(T.ru.resident)).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByLabel(T.ru.notIpdl)).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(path('ru', '/register/personal'));
    await expect(heading(page, 'Личные данные')).toBeFocused();
  });

  test('every control is at least 44 px high on a phone @phone', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(T.ru.consent).waitFor();
    for (const control of await page
      .getByRole('main')
      .locator('input:not([type=checkbox]), button')
      .all()) {
      const box = await control.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('a reload lands on the same screen with what was typed', () => {
  test('IIN, personal and passport drafts survive reloads', async ({ page }) => {
    await applicant(page);
    await page.goto('/login/iin');
    await page.getByLabel('ИИН', { exact: true }).fill('9001013000');
    await page.getByLabel(T.ru.resident).check();
    await page.reload();
    await expect(page).toHaveURL(path('ru', '/login/iin'));
    await expect(page.getByLabel('ИИН', { exact: true })).toHaveValue('9001013000');
    await expect(page.getByLabel(T.ru.resident)).toBeChecked();
    await page.getByLabel('ИИН', { exact: true }).fill('900101300017');
    await page.getByLabel(T.ru.notIpdl).check();
    await page.getByRole('button', { name: 'Продолжить' }).click();

    await expect(page).toHaveURL(path('ru', '/register/personal'));
    await page.getByLabel('Фамилия').fill('Сапарова');
    await page.reload();
    await expect(page.getByLabel('Фамилия')).toHaveValue('Сапарова');
    await walkTo(page, 'ru', STEP.passport, { from: STEP.personal });

    await page.getByLabel('Номер удостоверения личности').fill('0123');
    await page.getByLabel('Дата выдачи').fill('1506');
    await page.reload();
    await expect(page.getByLabel('Номер удостоверения личности')).toHaveValue('0123');
    await expect(page.getByLabel('Дата выдачи')).toHaveValue('15/06');
    await expect(page.getByLabel('Дата рождения')).toHaveValue('01/01/1990');
  });

  test('a URL of another step is replaced by the applicant’s own', async ({ page }) => {
    await applicant(page, '900101300017');
    await page.goto('/register/lk');
    await expect(page).toHaveURL(path('ru', '/register/personal'));
  });

  for (const [step, route, title] of [
    [
      'personal_and_passport',
      '/register/personal-and-passport',
      'Личные данные и удостоверение личности',
    ],
    ['signing_failed', '/register/signing-init-error', 'Документы не подписаны'],
    ['personal_cabinet', '/register/lk', 'Личный кабинет'],
  ] as const) {
    test(`${route} reloads to itself and passes axe`, async ({ page }) => {
      const person = await applicant(page, '900101300017');
      await person.jump(step);
      await page.goto(route);
      await expect(heading(page, title)).toBeVisible();
      await page.reload();
      await expect(page).toHaveURL(path('ru', route));
      await expect(heading(page, title)).toBeVisible();
      await expectAccessibleScreen(page);
    });
  }

  for (const [step, route, title] of [
    ['waiting_external_personal', '/register/wait', 'Обрабатываем данные'],
    ['waiting_liveness_results', '/register/liveness-waiting-results', 'Проверяем фотографию'],
    ['signing_init', '/register/signing-init-wait', 'Готовим документы к подписанию'],
    ['signing_result', '/register/signing-waiting-results', 'Проверяем подпись'],
  ] as const) {
    test(`${route} reloads to itself, passes axe and tells when it polls`, async ({ page }) => {
      await applicant(page, '900101300017');
      // The server keeps naming this step and the socket is refused: the wait lasts, by polling.
      await page.routeWebSocket(/.*/, (socket) => socket.close());
      await page.route('**/rest/registration/step', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), step_name: step } });
      });
      await page.goto(route);
      await expect(heading(page, title)).toBeVisible();
      // Said by a live region when it appears, not only shown.
      await expect(
        page.getByRole('status').filter({ hasText: 'Мгновенные обновления сейчас недоступны' }),
      ).toBeVisible();
      await expectAccessibleScreen(page);
      await page.reload();
      await expect(page).toHaveURL(path('ru', route));
      await expect(heading(page, title)).toBeVisible();
    });
  }
});

test('a lost connection offers a retry that finds the step again', async ({ page }) => {
  await applicant(page, '900101300017');
  await page.route('**/rest/registration/step', (route) => route.abort('internetdisconnected'));
  await page.goto('/register/personal');
  await expect(heading(page, 'Нет связи с сервером')).toBeVisible();
  await expectAccessibleScreen(page);
  await page.unroute('**/rest/registration/step');
  await page.getByRole('button', { name: 'Попробовать ещё раз' }).click();
  await expect(heading(page, 'Личные данные')).toBeVisible();
});
