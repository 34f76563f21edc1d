import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { SAMPLE_VALUES, STEP } from '../../contract';
import { applicant } from './support/applicant';
import {
  fillForm,
  heading,
  path,
  randomNational,
  routeAfter,
  sampleShown,
  submit,
  T,
  walkTo,
} from './support/journey';

// Issue 13: a journey that survives a bad network, a bad answer and a hostile address. Answers
// are intercepted in the browser (page.route): a call that never answers, a 5xx, a slow list, a
// hostile signing address. Every call has a 15 s time limit, so the tests that wait for it take
// that long.

const STEP_CALL = /\/rest\/registration\/step$/;
const SIGN = /\/rest\/documents\/sign$/;
const DOCUMENTS = /\/rest\/documents\/list\/registration$/;
const COUNTRIES = /\/rest\/registration\/countries$/;
const PASSPORT_CALL = /\/rest\/registration\/passport$/;
const SIGNING_REDIRECT = /\/rest\/registration\/signing\/redirect\?/;

const TIMED_OUT = {
  ru: 'Сервер не ответил вовремя',
  kk: 'Сервер уақытында жауап бермеді',
};
const RETRY = { ru: 'Попробовать ещё раз', kk: 'Қайталап көру' };
const MARKUP = {
  ru: 'Уберите символы < >, переносы строк и невидимые символы',
  kk: '< > таңбаларын, жол ауыстыруды және көрінбейтін таңбаларды алып тастаңыз',
};

/** Holds every matching request unanswered, as a server that never replies would. */
async function neverAnswer(page: Page, url: RegExp, method?: string) {
  await page.route(url, (route) =>
    method && route.request().method() !== method ? route.fallback() : undefined,
  );
}

/** Answers the first `times` matching requests with `status`, lets the rest through. */
async function failFirst(page: Page, url: RegExp, times: number, status = 500, method?: string) {
  const seen: Request[] = [];
  await page.route(url, (route: Route) => {
    if (method && route.request().method() !== method) return route.fallback();
    seen.push(route.request());
    if (seen.length > times) return route.fallback();
    return route.fulfill({ status, json: { message: 'Internal Server Error' } });
  });
  return seen;
}

/** Holds matching requests until the returned function is called: a list still on its way. */
async function hold(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.fallback();
  });
  return () => release();
}

/** Lets matching requests through after `ms`: a slow answer. */
async function delay(page: Page, url: RegExp, ms: number) {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}

/** Bodies of what the page sends to the telemetry collector (its log entries among them). */
function collected(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (/\/sandbox\/collect/.test(request.url())) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

/** The payload of the log entry named `message` in the Faro payloads `bodies` (its context's). */
function loggedPayload(bodies: readonly string[], message: string): unknown {
  const log = bodies
    .flatMap(
      (body) =>
        (JSON.parse(body) as { logs?: { message: string; context?: { payload?: string } }[] })
          .logs ?? [],
    )
    .find((entry) => entry.message === message);
  return JSON.parse(log?.context?.payload ?? 'null');
}

const errorPage = (page: Page) =>
  page.getByRole('heading', { level: 1, name: '500. Внутренняя ошибка сервера' });

test.describe('the signing redirect is followed only to the signing hosts', () => {
  for (const [what, url, host] of [
    ['a javascript: address', 'javascript:alert(document.cookie)', null],
    [
      'a foreign https address',
      'https://evil.example/steal?signing=signed&session=s1',
      'evil.example',
    ],
  ] as const) {
    test(`${what} is the fatal error page, logged with its host only`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('evil.example')) foreign.push(request.url());
      });
      const logs = collected(page);
      const person = await applicant(page, '900101300017', STEP.verigram);
      await person.jump('signing_init_success');
      await page.route(SIGNING_REDIRECT, (route) => route.fulfill({ json: { redirect_url: url } }));
      await page.goto('/register/signing-init-wait');

      await expect(errorPage(page)).toBeVisible();
      expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
      expect(dialogs).toEqual([]);
      expect(foreign).toEqual([]);
      await expect.poll(() => logs.join('\n')).toContain('SigningRedirectRefused');
      expect(loggedPayload(logs, 'SigningRedirectRefused')).toMatchObject({ host });
      for (const body of logs) {
        expect(body).not.toContain('alert(document.cookie)');
        expect(body).not.toContain('/steal');
      }
    });
  }

  // SPEC §7: "GET /rest/registration/signing/redirect | query return_to (this site's
  // signing-waiting-results URL)": the address the app itself sends, in each language.
  for (const [lang, prefix] of [
    ['ru', ''],
    ['kk', '/kk'],
  ] as const) {
    test(`the app asks with return_to = this site's signing-waiting-results URL, in ${lang}`, async ({
      page,
    }) => {
      const person = await applicant(page, '900101300017', STEP.verigram);
      await person.jump('signing_init_success');
      const asked = page.waitForRequest(SIGNING_REDIRECT);
      await page.goto(`${prefix}/register/signing-init-wait`);
      const returnTo = new URL((await asked).url()).searchParams.get('return_to');
      const site = new URL(test.info().project.use.baseURL!).origin;
      expect(returnTo).toBe(`${site}${prefix}/register/signing-waiting-results`);
      // The app then leaves for the signing page: the test ends once it is there, not while
      // the page is between two documents (closing the browser then once hung for a minute).
      await expect(page).toHaveURL(/\/sandbox\/signing/, { timeout: 30_000 });
    });
  }

  test('the API answers 422 for a return_to off the site, in ru and kk', async ({ page }) => {
    const person = await applicant(page, '900101300017', STEP.verigram);
    await person.jump('signing_init_success');
    for (const [lang, message] of [
      ['ru', 'Адрес возврата должен вести на сайт, с которого начато подписание'],
      ['kk', 'Қайту мекенжайы қол қою басталған сайтқа апаруы керек'],
    ] as const) {
      const answer = await page.request.get(
        `/rest/registration/signing/redirect?return_to=${encodeURIComponent('https://evil.example/steal')}`,
        {
          headers: {
            Authorization: `Bearer ${person.token}`,
            'X-VISITOR-ID': 'e2e-resilience',
            'Accept-Language': lang,
          },
        },
      );
      expect(answer.status()).toBe(422);
      expect(await answer.json()).toMatchObject({ errors: { return_to: [message] } });
    }
  });
});

test.describe('a call that never answers ends after 15 s with a retry that keeps what was typed', () => {
  test.describe.configure({ timeout: 90_000 });

  test('GET /rest/registration/step: the layout while waiting, then the retry screen', async ({
    page,
  }) => {
    await applicant(page, '900101300017', STEP.passport);
    await page.goto('/register/passport');
    await page.getByLabel(T.ru.birthplace).fill('Алматы');
    await page.getByLabel(T.ru.issuer).fill('МВД РК');

    await neverAnswer(page, STEP_CALL);
    await page.reload();
    // Never a white page: the layout and a status while the step guard waits.
    await expect(page.getByRole('status').filter({ hasText: 'Загружаем…' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Получить деньги' }).first()).toBeVisible();
    await expect(heading(page, TIMED_OUT.ru)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Сервер не ответил за 15 секунд.')).toBeVisible();

    await page.unroute(STEP_CALL);
    await page.getByRole('button', { name: RETRY.ru }).click();
    await expect(heading(page, T.ru.passport)).toBeVisible();
    await expect(page.getByLabel(T.ru.birthplace)).toHaveValue('Алматы');
    await expect(page.getByLabel(T.ru.issuer)).toHaveValue('МВД РК');
  });

  test('a form submit: the retry screen, then the form with everything typed', async ({ page }) => {
    await applicant(page, '900101300017', STEP.passport);
    await page.goto('/register/passport');
    await fillForm(page, 'ru', STEP.passport);
    await neverAnswer(page, PASSPORT_CALL);
    await submit(page, 'ru');
    await expect(page.getByRole('button', { name: 'Отправляем…' })).toBeVisible();
    await expect(heading(page, TIMED_OUT.ru)).toBeVisible({ timeout: 20_000 });

    await page.unroute(PASSPORT_CALL);
    await page.getByRole('button', { name: RETRY.ru }).click();
    await expect(heading(page, T.ru.passport)).toBeVisible();
    await expect(page.getByLabel(T.ru.idNumber)).toHaveValue(SAMPLE_VALUES.passport.id_number);
    await submit(page, 'ru');
    await expect(page).toHaveURL(path('ru', routeAfter(STEP.passport)));
  });

  test('the SMS request, in Kazakh: the message under the form, the phone kept', async ({
    page,
  }) => {
    const t = T.kk;
    const national = randomNational();
    await page.goto('/kk/login');
    await page.getByLabel(t.phone).pressSequentially(national);
    await page.getByLabel(t.consent).check();
    await neverAnswer(page, SIGN, 'POST');
    await page.getByRole('button', { name: t.getCode }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Сервер 15 секунд ішінде жауап бермеді. Қайталап көріңіз — енгізгеніңіздің бәрі сақталды.',
      { timeout: 20_000 },
    );
    await expect(page.getByLabel(t.phone)).not.toHaveValue('');

    await page.unroute(SIGN);
    await page.getByRole('button', { name: t.getCode }).click();
    await expect(page.getByLabel(t.code, { exact: true })).toBeVisible();
  });

  test('the SMS code check: the message on the code form, the code kept', async ({ page }) => {
    const t = T.ru;
    const national = randomNational();
    await page.goto('/login');
    await page.getByLabel(t.phone).pressSequentially(national);
    await page.getByLabel(t.consent).check();
    await page.getByRole('button', { name: t.getCode }).click();
    await page.getByLabel(t.code, { exact: true }).fill(national.slice(-4));
    await neverAnswer(page, SIGN, 'POST');
    await page.getByRole('button', { name: t.login }).click();
    await expect(page.getByRole('button', { name: 'Проверяем код…' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      // The words of every screen for a call with no answer in time (StepFrame's too).
      'Сервер не ответил за 15 секунд. Попробуйте ещё раз — всё, что вы ввели, сохранено.',
      { timeout: 20_000 },
    );
    await expect(page.getByLabel(t.code, { exact: true })).toHaveValue(national.slice(-4));

    await page.unroute(SIGN);
    await page.getByRole('button', { name: t.login }).click();
    await expect(page).toHaveURL(path('ru', '/login/iin'));
  });
});

test.describe('a 5xx is asked again before the 500 page, which offers to retry', () => {
  test('one 500 on the countries list costs nothing: the form has its default country', async ({
    page,
  }) => {
    await applicant(page, '900101300017', STEP.passport);
    const calls = await failFirst(page, COUNTRIES, 1);
    await page.goto('/register/passport');
    await expect(page.getByLabel('Страна, выдавшая документ')).toHaveValue('1');
    expect(calls).toHaveLength(2);
    await expect(errorPage(page)).toHaveCount(0);
  });

  test('two 502s on the consent documents, then the list', async ({ page }) => {
    const calls = await failFirst(page, DOCUMENTS, 2, 502);
    await page.goto('/login');
    await expect(page.getByRole('link', { name: /Согласие/ }).first()).toBeVisible();
    expect(calls).toHaveLength(3);
  });

  // SPEC §8: "Any 5xx response: fatal 500 page". A 502 or 504 is not a missing page.
  for (const [lang, status, title] of [
    ['ru', 500, '500. Внутренняя ошибка сервера'],
    ['ru', 502, '500. Внутренняя ошибка сервера'],
    ['kk', 504, '500. Сервердің ішкі қатесі'],
  ] as const) {
    test(`a ${status} on the passport submit is the 500 page, not 404, in ${lang}; its retry returns to the filled form`, async ({
      page,
    }) => {
      const t = T[lang];
      await applicant(page, '900101300017', STEP.passport);
      await page.goto(`${t.prefix}/register/passport`);
      await fillForm(page, lang, STEP.passport);
      const calls = await failFirst(page, PASSPORT_CALL, 1, status, 'POST');
      await submit(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: /404/ })).toHaveCount(0);
      expect(calls).toHaveLength(1);

      await page.getByRole('button', { name: RETRY[lang] }).click();
      await expect(heading(page, t.passport)).toBeVisible();
      await expect(page.getByLabel(t.issuer)).toHaveValue(SAMPLE_VALUES.passport.issuer);
      await expect(page.getByLabel(t.when)).toHaveValue(sampleShown(STEP.passport, 'when'));
      await submit(page, lang);
      await expect(page).toHaveURL(path(lang, routeAfter(STEP.passport)));
    });
  }

  test('the step read failing three times is the 500 page; its retry finds the step', async ({
    page,
  }) => {
    await applicant(page, '900101300017');
    const calls = await failFirst(page, STEP_CALL, 3);
    await page.goto('/register/personal');
    await expect(errorPage(page)).toBeVisible();
    expect(calls).toHaveLength(3);
    await page.getByRole('button', { name: RETRY.ru }).click();
    await expect(heading(page, 'Личные данные')).toBeVisible();
  });
});

test.describe('no tap is lost while a list loads', () => {
  test('consent documents answering late: the form comes with its list, keeps what was typed, and nothing moves under the finger', async ({
    page,
  }) => {
    const t = T.ru;
    const national = randomNational();
    await delay(page, DOCUMENTS, 2_500);
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (SIGN.test(request.url())) sent.push(request);
    });
    await page.goto('/login');
    // Typed into the page as it first shows, while the list is on its way.
    await page.getByLabel(t.phone).pressSequentially(national);
    // The moment the consent checkbox is there, the documents above it are listed already.
    const first = await page.waitForFunction(() => {
      const consent = document.getElementById('documentTemplateIds');
      if (!consent) return null;
      const section = consent.closest('section');
      return {
        documents: section ? section.querySelectorAll('ul a[href]').length : 0,
        top: consent.getBoundingClientRect().top + window.scrollY,
      };
    });
    expect((await first.jsonValue())?.documents).toBeGreaterThan(0);
    const n = national;
    await expect(page.getByLabel(t.phone)).toHaveValue(
      `+7 (${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`,
    );
    const consent = page.getByLabel(t.consent);
    await consent.check();
    const top = await consent.evaluate((box) => box.getBoundingClientRect().top + window.scrollY);
    expect(top).toBe((await first.jsonValue())?.top);
    await page.getByRole('button', { name: t.getCode }).click();
    await expect(page.getByLabel(t.code, { exact: true })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataJSON()).toMatchObject({ phone: `7${national}` });
  });

  test('«Получить код» after the documents failed loads them again, says it waits, then sends', async ({
    page,
  }) => {
    const t = T.ru;
    const national = randomNational();
    const calls: Request[] = [];
    await page.route(DOCUMENTS, async (route) => {
      calls.push(route.request());
      // The client asks a failed read three times; the fourth request is the applicant's.
      if (calls.length <= 3) {
        return route.fulfill({ status: 500, json: { message: 'Internal Server Error' } });
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.fallback();
    });
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (SIGN.test(request.url())) sent.push(request);
    });
    await page.goto('/login');
    await expect(page.getByText('Не удалось загрузить документы для согласия.')).toBeVisible();
    await page.getByLabel(t.phone).pressSequentially(national);
    await page.getByLabel(t.consent).check();
    await page.getByRole('button', { name: t.getCode }).click();
    await expect(page.getByRole('button', { name: 'Загружаем документы…' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({
        hasText: 'Отправим код, как только загрузятся документы для согласия.',
      }),
    ).toBeVisible();
    expect(sent).toHaveLength(0);
    await expect(page.getByLabel(t.code, { exact: true })).toBeVisible();
    expect(calls).toHaveLength(4);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataJSON()).toMatchObject({ phone: `7${national}` });
  });

  test('a passport submit while the countries load is queued, then sent with the default country', async ({
    page,
  }) => {
    await applicant(page, '900101300017', STEP.passport);
    const releaseCountries = await hold(page, COUNTRIES);
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (PASSPORT_CALL.test(request.url())) sent.push(request);
    });
    await page.goto('/register/passport');
    // Everything but the country, whose list is still on its way.
    await fillForm(page, 'ru', STEP.passport, { country_id: null });
    await submit(page, 'ru');
    await expect(page.getByRole('button', { name: 'Загружаем список стран…' })).toBeVisible();
    expect(sent).toHaveLength(0);
    releaseCountries();
    await expect(page).toHaveURL(path('ru', routeAfter(STEP.passport)));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataJSON()).toMatchObject({ country_id: 1 });
  });
});

test.describe('a trailing slash anywhere is dropped without freezing', () => {
  test('/kk/login/ and /login/iin/?utm_source=x', async ({ page }) => {
    await page.goto('/kk/login/');
    await expect(page).toHaveURL(/\/kk\/login$/);
    await expect(heading(page, 'Кіру және тіркелу')).toBeVisible();
    await applicant(page);
    // The slash goes and the query stays, until SPEC §4's marketing send has sent the UTM
    // parameters and navigated to the same path (which may come first on a busy machine).
    await page.goto('/login/iin/?utm_source=x');
    await expect(page).toHaveURL(/\/login\/iin(\?utm_source=x)?$/);
    await expect(heading(page, T.ru.iin)).toBeVisible();
  });

  test('/register/passport/ of a logged-in applicant, and /login/ that sends them on', async ({
    page,
  }) => {
    await applicant(page, '900101300017', STEP.passport);
    await page.goto('/register/passport/');
    await expect(page).toHaveURL(path('ru', '/register/passport'));
    await expect(heading(page, T.ru.passport)).toBeVisible();
    await page.goto('/login/');
    await expect(page).toHaveURL(path('ru', '/register/passport'));
    await expect(heading(page, T.ru.passport)).toBeVisible();
  });
});

/** A logged-in applicant on the passport form, filled in `lang`; the submissions it sends. */
async function onFilledPassport(page: Page, lang: 'ru' | 'kk'): Promise<Request[]> {
  await applicant(page, '900101300017', STEP.passport);
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (PASSPORT_CALL.test(request.url())) sent.push(request);
  });
  await page.goto(`${T[lang].prefix}/register/passport`);
  await fillForm(page, lang, STEP.passport);
  return sent;
}

test.describe('free text is trimmed and refuses markup', () => {
  for (const lang of ['ru', 'kk'] as const) {
    // Issue 34: the contract's free-text rule (markup, invisible marks, line separators), told
    // on each field in the page's language; what was typed stays, and nothing is sent.
    test(`markup, a zero-width space and a line separator are field errors in ${lang}, and nothing is sent`, async ({
      page,
    }) => {
      const t = T[lang];
      const sent = await onFilledPassport(page, lang);
      const birthplace = page.getByLabel(t.birthplace);
      const issuer = page.getByLabel(t.issuer);
      const refused = async (field: typeof issuer) => {
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(new RegExp(MARKUP[lang]));
      };
      // Markup in the issuer and a zero-width space in the birthplace: both refused.
      await birthplace.fill('Ала\u200Bматы');
      await issuer.fill('  <img src=x onerror=alert(1)>  ');
      await submit(page, lang);
      await refused(birthplace);
      await refused(issuer);
      await expect(issuer).toHaveValue('  <img src=x onerror=alert(1)>  ');
      // The birthplace mended, a line separator in the issuer: the issuer alone.
      await birthplace.fill(SAMPLE_VALUES.passport.birthplace);
      await issuer.fill('МВД\u2028РК');
      await submit(page, lang);
      await refused(issuer);
      await expect(birthplace).not.toHaveAttribute('aria-invalid', 'true');
      await expect(issuer).toHaveValue('МВД\u2028РК');
      expect(sent).toHaveLength(0);
    });
  }

  test('names, birthplace, issuer and e-mail go out trimmed', async ({ page }) => {
    await applicant(page, '900101300017');
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (/\/rest\/registration\/(personal|passport)$/.test(request.url())) {
        bodies.push(request.postDataJSON());
      }
    });
    await page.goto('/register/personal');
    await walkTo(page, 'ru', STEP.verigram, {
      from: STEP.personal,
      values: {
        last_name: '  Сапарова ',
        first_name: ' Айгерим  ',
        email: '  aigerim@example.kz ',
        birthplace: '  г. Алматы  ',
        issuer: ' МВД РК   ',
      },
    });
    expect(bodies).toEqual([
      expect.objectContaining({
        last_name: 'Сапарова',
        first_name: 'Айгерим',
        email: 'aigerim@example.kz',
      }),
      expect.objectContaining({ birthplace: 'г. Алматы', issuer: 'МВД РК' }),
    ]);
  });
});
