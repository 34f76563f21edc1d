import { expect, test, type Browser, type Page } from '@playwright/test';
import { QR_LABEL, phoneInWords } from '../../qa/paths/qa-paths';
import { deviceContext } from '../../qa/runner/devices';
import { decodeQr, handoffLinkProblem } from '../../qa/runner/qr';
import { inLanguage } from '../../qa/words/catalogs';
import { expectAccessibleScreen } from './support/accessible-screen';
import { STEP } from '../../contract';
import { heading, login, path, T, walkTo, type Lang } from './support/journey';

// Issue 33, "continue on your phone": an applicant on a computer without a camera reaches the
// photo step; the screen offers to take the selfie on the phone with a QR code of the site's own
// /login (the language and the phone as a hint, nothing else). The phone opens what the code
// holds (decoded from the screenshot, as a phone's camera reads it), finds the number filled in,
// logs in with the SMS code and is put on the photo by the server's step; it takes the selfie
// with the browser's fake camera. The computer must reach the next screen by itself, without a
// reload, within 10 s of the phone's result. Two browser contexts: the computer (no camera) and
// an Android phone (a camera). Each test is a new applicant (its own phone).

test.describe.configure({ timeout: 180_000 });

const words = (lang: Lang, russian: string) => inLanguage(lang, russian);
const STANDARD = '900101300017';
const SILENT = '900101305018';

/** Logs in on the computer and answers the forms up to the photo step. */
async function computerAtPhoto(page: Page, lang: Lang, iin: string) {
  const national = await login(page, lang);
  await walkTo(page, lang, STEP.verigram, { values: { iin } });
  return `7${national}`;
}

/** How long closing the two devices' contexts may take before the test goes on without it. */
const CONTEXT_CLOSE_MS = 15_000;

/** The two devices of one applicant, on this suite's site, in the page's language. */
async function devices(browser: Browser, baseURL: string | undefined, lang: Lang) {
  const locale = lang === 'kk' ? 'kk-KZ' : 'ru-RU';
  const computer = await deviceContext(browser, 'computer', { baseURL, locale });
  const phone = await deviceContext(browser, 'phone', { baseURL, locale });
  return {
    computer: await computer.newPage(),
    phone: await phone.newPage(),
    // Closing a context whose page holds the (fake) camera has hung for minutes on a loaded
    // machine after the test had passed; the worker's browser closes whatever is left. A close
    // left behind that fails later is nobody's error: unhandled, it failed the worker's next
    // test before it began ("Target page, context or browser has been closed").
    close: () =>
      Promise.race([
        Promise.all([computer.close(), phone.close()]).catch(() => undefined),
        new Promise<void>((done) => setTimeout(done, CONTEXT_CLOSE_MS)),
      ]),
  };
}

/** What the offer's QR code holds, read from its picture as a phone's camera would. */
async function readQr(page: Page, lang: Lang): Promise<string> {
  const picture = page.getByRole('img', { name: words(lang, QR_LABEL) });
  await expect(picture).toBeVisible();
  const link = decodeQr(await picture.screenshot());
  expect(link, 'the QR code is readable').not.toBeNull();
  return link as string;
}

for (const [lang, iin, name] of [
  ['ru', STANDARD, 'realtime'],
  ['kk', STANDARD, 'realtime'],
  ['ru', SILENT, 'scenario 0501: no push, the computer polls'],
] as const) {
  test(`${lang}, ${name}: a computer without a camera offers the phone; the phone logs in from the QR code and takes the selfie; the computer moves on by itself`, async ({
    browser,
    baseURL,
  }) => {
    const t = T[lang];
    const { computer, phone, close } = await devices(browser, baseURL, lang);
    try {
      const applicantPhone = await computerAtPhoto(computer, lang, iin);

      // The computer's photo screen opens with the offer (device detection), not the camera.
      const offer = computer.getByRole('region', { name: words(lang, 'Продолжить на телефоне') });
      await expect(offer).toBeVisible();
      await expect(computer.getByRole('button', { name: t.camera })).toHaveCount(0);
      await expect(
        computer.getByRole('status').filter({ hasText: words(lang, 'Ждём селфи с телефона…') }),
      ).toBeVisible();

      // The QR code holds the site's own /login in the page's language with the phone; the
      // link written under it is the same address.
      const link = await readQr(computer, lang);
      const origin = new URL(computer.url()).origin;
      expect(handoffLinkProblem(link, { origin, lang, phone: applicantPhone })).toBeUndefined();
      await expect(offer.getByText(link, { exact: true })).toBeVisible();

      // From here on the computer must not load a page of the app again: it follows by itself.
      // (It may leave for the signing page once it has followed: that is the journey's next.)
      const visited: string[] = [];
      const loaded: string[] = [];
      computer.on('framenavigated', (frame) => {
        if (frame === computer.mainFrame()) visited.push(frame.url());
      });
      computer.on('load', (page) => loaded.push(page.url()));

      // The phone opens the link: /login with the number filled in, sent only by the applicant.
      await phone.goto(link);
      await expect(phone.getByLabel(t.phone)).toHaveValue(phoneInWords(applicantPhone));
      await phone.getByLabel(t.consent).check();
      await phone.getByRole('button', { name: t.getCode }).click();
      await phone.getByLabel(t.code, { exact: true }).fill(applicantPhone.slice(-4));
      await phone.getByRole('button', { name: t.login }).click();
      // The server's step puts the phone on the photo, where its camera is offered.
      await expect(phone).toHaveURL(path(lang, '/register/photo'));
      await phone.getByRole('button', { name: t.camera }).click();

      // The phone's result: it leaves the photo; the computer reaches the next screen too.
      await expect(phone).not.toHaveURL(path(lang, '/register/photo'), { timeout: 30_000 });
      const result = Date.now();
      const next = new RegExp(
        `${t.prefix}/register/(liveness-waiting-results|signing-init-wait)(\\?.*)?$`,
      );
      await expect
        .poll(() => visited.some((url) => next.test(url)), { timeout: 10_000 })
        .toBe(true);
      const followed = Date.now() - result;
      test.info().annotations.push({
        type: 'computer followed',
        description: `${followed} ms after the phone left the photo`,
      });
      expect(
        loaded.filter((url) => !url.includes('/sandbox/')),
        'pages of the app the computer loaded',
      ).toEqual([]);
    } finally {
      await close();
    }
  });
}

test('the offer by keyboard: the link copied, the camera here and back, the focus where the eye is; accessible at 360 px', async ({
  browser,
  baseURL,
}) => {
  const lang = 'ru';
  const { computer, close } = await devices(browser, baseURL, lang);
  try {
    await computer.setViewportSize({ width: 360, height: 740 });
    await computerAtPhoto(computer, lang, STANDARD);
    const offerName = 'Продолжить на телефоне';
    await expect(computer.getByRole('region', { name: offerName })).toBeVisible();
    await expectAccessibleScreen(computer);

    // Tab reaches the copy button, then "take the selfie on this device"; each a 44 px target.
    await computer.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const copy = computer.getByRole('button', { name: 'Скопировать ссылку' });
    const here = computer.getByRole('button', { name: 'Сделать селфи на этом устройстве' });
    for (const button of [copy, here]) {
      expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    await copy.focus();
    await computer.keyboard.press('Enter');
    await expect(
      computer.getByRole('status').filter({ hasText: 'Ссылка скопирована' }),
    ).toBeVisible();
    const link = await readQr(computer, lang);
    expect(await computer.evaluate(() => navigator.clipboard.readText())).toBe(link);

    await computer.keyboard.press('Tab');
    await expect(here).toBeFocused();
    await computer.keyboard.press('Enter');
    const camera = computer.getByRole('button', { name: T.ru.camera });
    await expect(camera).toBeFocused();
    await expect(heading(computer, 'Селфи для проверки личности')).toBeVisible();

    await computer.keyboard.press('Tab');
    const elsewhere = computer.getByRole('button', {
      name: 'Нет камеры? Сделать селфи на телефоне',
    });
    await expect(elsewhere).toBeFocused();
    await computer.keyboard.press('Enter');
    await expect(computer.getByRole('heading', { level: 2, name: offerName })).toBeFocused();
  } finally {
    await close();
  }
});

test('/login ignores a phone hint that is not a phone number, and keeps the address clean', async ({
  page,
}) => {
  const t = T.ru;
  for (const hint of ['12345', '<script>alert(1)</script>', '7701abc4567', '7701123456789']) {
    await page.goto(`/login?phone=${encodeURIComponent(hint)}`);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(page.getByLabel(t.phone)).toHaveValue('');
    // The router writes the validated search back: the address keeps nothing of it.
    await expect(page).toHaveURL(/\/login$/);
  }
  // A phone number is only put into the field: nothing is sent until the applicant asks.
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/documents/sign')) requests.push(request.url());
  });
  await page.goto('/login?phone=77011234567');
  await expect(page.getByLabel(t.phone)).toHaveValue('+7 (701) 123-45-67');
  await expect(page).toHaveURL(/\/login\?phone=77011234567$/);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
});
