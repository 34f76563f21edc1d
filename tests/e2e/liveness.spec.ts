import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessibleScreen } from './support/accessible-screen';
import { company } from './support/company';
import { openCamera, T } from './support/journey';

// The photo screen (/register/photo) and the liveness-error screen over the built app and the
// sandbox, with Chromium's fake camera. An applicant is logged in through the API and put on
// the step under test with the sandbox's control/jump, so each test starts at its own screen.

const VISITOR = { 'X-VISITOR-ID': 'e2e-liveness' };

function randomPhone(): string {
  return `7701${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

async function post<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  token?: string,
): Promise<T> {
  const response = await request.post(path, {
    data,
    headers: { ...VISITOR, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A logged-in applicant on `step`; the page's browser holds the session cookie. With `iin`, the
 * IIN step is submitted first, which picks the SANDBOX.md scenario.
 */
async function applicantAt(
  page: Page,
  step: string,
  { error, iin }: { error?: string; iin?: string } = {},
) {
  const { request } = page;
  const phone = randomPhone();
  const ids = [1, 2, 3];
  await post(request, '/rest/documents/sign', { phone, document_template_ids: ids });
  const { documentToken } = await post<{ documentToken: string }>(request, '/rest/documents/sign', {
    phone,
    document_template_ids: ids,
    sms_code: phone.slice(-4),
  });
  const { bearerToken } = await post<{ bearerToken: string }>(request, '/rest/auth', {
    phone,
    documentToken,
  });
  if (iin) {
    await post(
      request,
      '/rest/registration/iin',
      { iin, is_resident_rk: true, is_ipdl: false },
      bearerToken,
    );
  }
  await post(request, '/sandbox/control/jump', { phone, step, ...(error ? { error } : {}) });
  await page
    .context()
    .addCookies([
      { name: 'session_token', value: bearerToken, url: test.info().project.use.baseURL! },
    ]);
  return {
    phone,
    async step(): Promise<string> {
      const response = await request.get(`/sandbox/control/applicant?phone=${phone}`);
      return ((await response.json()) as { step_name: string }).step_name;
    },
  };
}

/**
 * What the photo page showed and did, recorded in the test as it happened: the capture states
 * last a moment, and right after the success the flow may leave the page with a full load
 * (the signing redirect), so nothing can be read from the page afterwards. Records the live
 * region's announcements, the ring's states with their colour, and every MediaRecorder made
 * (the photo must never record video, SPEC.md §9).
 */
async function recordCameraView(page: Page) {
  const seen = { announced: [] as string[], rings: [] as string[], recorders: 0 };
  await page.exposeBinding('__cameraView', (_source, kind: string, value: string) => {
    if (kind === 'status') seen.announced.push(value);
    else if (kind === 'ring') seen.rings.push(value);
    else if (kind === 'recorder') seen.recorders += 1;
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __cameraView: (kind: string, value: string) => void })
      .__cameraView;
    const w = window as unknown as { MediaRecorder?: new (...args: unknown[]) => object };
    const Original = w.MediaRecorder;
    if (Original) {
      w.MediaRecorder = class extends Original {
        constructor(...args: unknown[]) {
          super(...args);
          void report('recorder', '');
        }
      };
    }
    let status = '';
    let ring = '';
    new MutationObserver(() => {
      const text = document.querySelector('[role="status"]')?.textContent ?? '';
      if (text && text !== status) void report('status', text);
      status = text;
      const circle = document.querySelector('[data-liveness-provider] [data-ring]');
      const state = circle
        ? `${circle.getAttribute('data-ring')} ${circle.getAttribute('stroke')}`
        : '';
      if (state && state !== ring) void report('ring', state);
      ring = state;
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return seen;
}

/** The sandbox's signing page, where a passed photo leads (the default scenario). */
async function expectSigningPage(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\/signing\?/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: T.ru.sign, exact: true })).toBeVisible();
}

function rejectCamera(page: Page, name: string) {
  return page.addInitScript((errorName) => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('The camera is refused', errorName));
  }, name);
}

test.describe('photo for liveness', () => {
  test('shows the camera in the oval and passes with the sandbox provider @phone', async ({
    page,
  }) => {
    const seen = await recordCameraView(page);
    const applicant = await applicantAt(page, 'verigram');
    await page.goto('/register/photo');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Селфи для проверки личности' }),
    ).toBeVisible();
    await expectAccessibleScreen(page);
    await openCamera(page, 'ru');

    const view = page.locator('[data-liveness-provider="sandbox"]');
    await expect(view.locator('video')).toBeVisible();
    await expect(view.locator('rect[mask]')).toHaveAttribute('fill-opacity', '0.55');

    // The provider recorded the result: the server has moved past the photo, and the
    // applicant is taken to sign the documents.
    await expect.poll(applicant.step).not.toBe('verigram');
    await expectSigningPage(page);
    expect(seen.announced).toEqual(
      expect.arrayContaining([
        'Поместите лицо в овал и смотрите в камеру',
        'Не двигайтесь',
        'Проверяем фото…',
      ]),
    );
    expect(seen.rings).toEqual(['capturing #f5c400', 'success #1f9d55']);
    expect(seen.recorders).toBe(0);
  });

  test('the ring turns green even when the server moves on before the provider hears back', async ({
    page,
  }) => {
    const seen = await recordCameraView(page);
    const applicant = await applicantAt(page, 'verigram');
    // The provider's own answer comes late (a slow network): meanwhile the server has moved
    // past the wait for the photo's result and pushed the next step.
    await page.route('**/sandbox/liveness/result', async (route) => {
      const response = await route.fetch();
      await expect.poll(applicant.step).not.toMatch(/verigram|waiting_liveness_results/);
      await route.fulfill({ response });
    });
    await page.goto('/register/photo');
    await openCamera(page, 'ru');

    await expectSigningPage(page);
    expect(seen.rings).toEqual(['capturing #f5c400', 'success #1f9d55']);
  });

  test('explains how to allow a denied camera, and retries @phone', async ({ page }) => {
    await rejectCamera(page, 'NotAllowedError');
    const applicant = await applicantAt(page, 'verigram');
    await page.goto('/register/photo');
    await openCamera(page, 'ru');

    const heading = page.getByRole('heading', { level: 2, name: 'Нет доступа к камере' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    // An Android phone is shown its own steps only; a desktop both (device detection, SPEC §4).
    const android = /Android/.test(await page.evaluate(() => navigator.userAgent));
    await expect(page.getByRole('heading', { name: 'Android, Google Chrome' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'iPhone, Safari' })).toHaveCount(
      android ? 0 : 1,
    );
    await expectAccessibleScreen(page);

    const retry = page.getByRole('button', { name: 'Попробовать ещё раз' });
    const box = await retry.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await retry.click();
    await expect(heading).toBeFocused();
    expect(await applicant.step()).toBe('verigram');
  });

  test('names a camera in use by another app in Kazakh', async ({ page }) => {
    await rejectCamera(page, 'NotReadableError');
    await applicantAt(page, 'verigram');
    await page.goto('/kk/register/photo');
    await openCamera(page, 'kk');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Камера бос емес немесе жауап бермейді' }),
    ).toBeVisible();
  });

  test('sends a browser without camera support to /badbrowser', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    });
    await applicantAt(page, 'verigram');
    await page.goto('/kk/register/photo');
    await openCamera(page, 'kk');
    await expect(page).toHaveURL(/\/kk\/badbrowser$/);
  });

  test('runs the in-app mock without the provider script', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sandbox/liveness/')) scripts.push(request.url());
    });
    await applicantAt(page, 'verigram');
    await page.goto('/register/photo?liveness=mock&livenessError=SlowInternetError');
    await openCamera(page, 'ru');

    await expect(page.locator('[data-liveness-provider="mock"] video')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Слишком медленный интернет' }),
    ).toBeVisible();
    expect(scripts).toEqual([]);
  });
});

test.describe('liveness error', () => {
  test('low similarity: what to check, a retry back to the photo @phone', async ({ page }) => {
    await applicantAt(page, 'liveness_failed', { error: 'coiderrortype_low_similarity' });
    await page.goto('/register/liveness-error');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Фото не совпало с данными государственной базы',
      }),
    ).toBeVisible();
    // SPEC §2: check the iin, refresh and retry in good light without glasses or hats, or use
    // a better camera; the support phone and a branch link.
    const main = page.getByRole('main');
    await expect(main.getByText('Проверьте, правильно ли указан ИИН.')).toBeVisible();
    await expect(
      main.getByText(/Обновите страницу .* при хорошем освещении, без очков и головного убора/),
    ).toBeVisible();
    await expect(main.getByText(/устройством с камерой получше/)).toBeVisible();
    await expect(main.locator('a[href^="tel:"]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'ближайшее отделение' })).toHaveAttribute(
      'href',
      '/info/contacts',
    );
    await expectAccessibleScreen(page);

    await page.getByRole('button', { name: 'Сделать селфи ещё раз' }).click();
    await expect(page).toHaveURL(/\/register\/photo$/);
  });

  test('we are already fixing it: another device, the phone, a branch', async ({ page }) => {
    await applicantAt(page, 'liveness_failed', { error: 'coiderrortype_coid_server_error' });
    await page.goto('/kk/register/liveness-error');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Қатені түзетіп жатырмыз' }),
    ).toBeVisible();
    // SPEC §2: trying another device, support by phone, a link to the nearest branch.
    const main = page.getByRole('main');
    await expect(main.getByText(/^Басқа құрылғыны қолданып көріңіз/)).toBeVisible();
    await expect(main.getByRole('link', { name: company.phone })).toHaveAttribute('href', /^tel:/);
    await expect(main.getByRole('link', { name: 'Жақын маңдағы бөлімшеге' })).toHaveAttribute(
      'href',
      '/kk/info/contacts',
    );
    await expectAccessibleScreen(page);
  });

  test('scenario 0201: low similarity after the photo, then a second photo passes', async ({
    page,
  }) => {
    const applicant = await applicantAt(page, 'verigram', { iin: '900101302013' });
    await page.goto('/register/photo');
    await openCamera(page, 'ru');

    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Фото не совпало с данными государственной базы',
      }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/register\/liveness-error$/);

    await page.getByRole('button', { name: 'Сделать селфи ещё раз' }).click();
    await expect(page).toHaveURL(/\/register\/photo$/);
    await openCamera(page, 'ru');
    await expect(page).not.toHaveURL(/\/register\/(photo|liveness-error)$/, { timeout: 20_000 });
    await expect.poll(applicant.step).not.toMatch(/^(verigram|liveness_failed)$/);
    await expectSigningPage(page);
  });
});
