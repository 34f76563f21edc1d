import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/accessible-screen';
import { login, submitIin } from './support/journey';

// /dev/flow (issue 16) as the product team and QA use it: the journey view next to an app tab
// of the same browser, readable at 360 and 1280 px, following the tab live, inspectable,
// simulated, operable by keyboard. What the app tab shows (its address, SPEC.md §4's step →
// screen) is the oracle for where the view says the applicant is.

async function openFlow(page: Page, path = '/dev/flow') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** An app tab of the same browser on `path`; /dev/flow hears it over its channel. */
async function appTab(context: BrowserContext, path = '/login') {
  const app = await context.newPage();
  await app.goto(path);
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
  return app;
}

const diagram = (page: Page) => page.locator('svg[role="application"]');
const current = (page: Page) => diagram(page).locator('[aria-current="step"]');
const announcement = (page: Page) => page.locator('[aria-live="polite"][role="status"]');
const node = (page: Page, id: string) => diagram(page).locator(`[data-key="node:${id}"]`);
const inspector = (page: Page) => page.getByRole('region', { name: /^(Выбранное|Таңдалғаны)$/ });

/**
 * The labels as they render (font size × the picture's scale): those of the current node, and
 * those in view (inside the screen and the diagram's frame, which clips what is scrolled away).
 */
function measureLabels(page: Page) {
  return page.evaluate(() => {
    const rendered = (text: SVGTextElement) => {
      const matrix = text.getScreenCTM();
      const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 1;
      return parseFloat(getComputedStyle(text).fontSize) * scale;
    };
    const frame = document.querySelector('svg[role="application"]')?.parentElement;
    const clip = frame?.getBoundingClientRect();
    const visible = (box: DOMRect) =>
      box.width > 0 &&
      box.right > Math.max(0, clip?.left ?? 0) &&
      box.left < Math.min(innerWidth, clip?.right ?? innerWidth) &&
      box.bottom > Math.max(0, clip?.top ?? 0) &&
      box.top < Math.min(innerHeight, clip?.bottom ?? innerHeight);
    const inView = [...document.querySelectorAll<SVGTextElement>('svg[role="application"] text')]
      .filter((text) => visible(text.getBoundingClientRect()))
      .map(rendered);
    const currentNode = document.querySelector('[aria-current="step"]');
    const box = currentNode?.getBoundingClientRect();
    return {
      current: [...(currentNode?.querySelectorAll<SVGTextElement>('text') ?? [])].map(rendered),
      currentInView:
        !!box &&
        box.top >= 0 &&
        box.left >= 0 &&
        box.bottom <= innerHeight &&
        box.right <= innerWidth,
      inView,
    };
  });
}

for (const { width, height, tag } of [
  { width: 360, height: 740, tag: '@phone ' },
  { width: 1280, height: 800, tag: '' },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`${tag}the step the app tab is on is the current node, in view and readable`, async ({
      page,
      context,
    }) => {
      await openFlow(page);
      const app = await appTab(context, '/login');
      await page.bringToFront();
      // SPEC.md §2: /login is the phone form.
      await expect(current(page)).toHaveAttribute('aria-label', /\/login\b/);
      await expect(announcement(page)).toContainText('/login');
      const measured = await measureLabels(page);
      expect(measured.currentInView).toBe(true);
      expect(measured.current.length).toBeGreaterThan(0);
      expect(Math.min(...measured.current)).toBeGreaterThanOrEqual(12);
      const readable = measured.inView.filter((size) => size >= 12).length;
      expect(measured.inView.length).toBeGreaterThan(3);
      expect(readable / measured.inView.length).toBeGreaterThanOrEqual(0.9);
      await expectNoSidewaysScroll(page);

      // The tab logs in: the view moves to the IIN step and says so.
      await login(app, 'ru');
      await page.bringToFront();
      await expect(current(page)).toHaveAttribute('aria-label', /\/login\/iin/);
      await expect(announcement(page)).toContainText('/login/iin');
      const after = await measureLabels(page);
      expect(after.currentInView).toBe(true);
      expect(Math.min(...after.current)).toBeGreaterThanOrEqual(12);
      // Current, visited and the rest differ by more than colour: a mark in words and glyphs.
      await expect(node(page, 'login.code')).toHaveAttribute('aria-label', /пройден/);
      await expect(node(page, 'login.code').locator('text').first()).toHaveText('✓');
      await expect(current(page).locator('text').first()).toHaveText('▶');
    });

    test(`${tag}no accessibility violation, with a node selected and a simulation running`, async ({
      page,
      context,
    }) => {
      await openFlow(page);
      await appTab(context, '/login');
      await page.bringToFront();
      await expect(current(page)).toBeVisible();
      await node(page, 'iin').locator('text').first().click();
      await expect(inspector(page)).toContainText('/login/iin');
      await page.getByRole('button', { name: 'Запустить' }).click();
      await expect(page.locator('[data-testid="simulated-state"]')).toContainText('booting');
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(' | ')}`),
      ).toEqual([]);
    });
  });
}

test('each app tab has its own path; the picker switches by keyboard', async ({
  page,
  context,
}) => {
  await openFlow(page);
  await appTab(context, '/login');
  // The studio numbers the tabs in the order it first hears from them: the second tab opens
  // once the first has been heard (a slow start could otherwise let the second speak first).
  await page.bringToFront();
  await expect(current(page)).toHaveAttribute('aria-label', /^Вход: номер телефона/);
  const second = await appTab(context, '/login');
  await login(second, 'ru');
  await page.bringToFront();
  const picker = page.getByLabel('Вкладка или заявитель');
  await expect(picker).toBeVisible();
  await expect(picker.locator('option')).toHaveText([
    'Та, что менялась последней',
    /^Вкладка 1/,
    /^Вкладка 2/,
  ]);
  // Following the tab that changed last: the one that logged in.
  await expect(current(page)).toHaveAttribute('aria-label', /\/login\/iin/);
  await picker.focus();
  await page.keyboard.press('ArrowDown');
  await expect(picker).toHaveValue(/.+/);
  await expect(announcement(page)).toContainText('Вкладка 1');
  await expect(current(page)).toHaveAttribute('aria-label', /^Вход: номер телефона/);
  await expect(node(page, 'iin')).not.toHaveAttribute('aria-label', /пройден/);
  await page.keyboard.press('ArrowDown');
  await expect(announcement(page)).toContainText('Вкладка 2');
  await expect(current(page)).toHaveAttribute('aria-label', /\/login\/iin/);
  await expect(node(page, 'login.code')).toHaveAttribute('aria-label', /пройден/);
});

test('the diagram by keyboard: move, select, expand, zoom', async ({ page }) => {
  await openFlow(page);
  // Tab reaches the picture after the view and zoom buttons.
  const first = node(page, 'login.phone');
  for (let presses = 0; presses < 20; presses += 1) {
    await page.keyboard.press('Tab');
    if (await first.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(inspector(page)).toContainText('/login');
  // Down: the substates' switch, then the next step.
  await page.keyboard.press('ArrowDown');
  const chip = diagram(page).locator('[data-key="chip:login.phone"]');
  await expect(chip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(chip).toHaveAttribute('aria-expanded', 'true');
  await expect(
    diagram(page).locator('[data-item="session.loggedOut.requestingCode"]'),
  ).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const code = node(page, 'login.code');
  await expect(code).toBeFocused();
  await page.keyboard.press(' ');
  await expect(inspector(page).getByRole('heading', { level: 3 })).toHaveText('Вход: код из SMS');
  // Zoom by keys and back: the picture's size follows.
  const zoom = page.getByRole('button', { name: /^Масштаб/ });
  await expect(zoom).toHaveText('100%');
  await page.keyboard.press('+');
  await expect(zoom).toHaveText('125%');
  await expect(code).toBeFocused();
  await page.keyboard.press('0');
  await expect(zoom).toHaveText('100%');
});

test('inspect: a step shows its route, SPEC.md section, events and a masked context; an arrow its guard', async ({
  page,
  context,
}) => {
  await openFlow(page);
  const app = await appTab(context, '/login');
  await login(app, 'ru');
  await submitIin(app, 'ru', '900101300017');
  await expect(app).toHaveURL(/\/register\/personal$/);
  await page.bringToFront();
  await expect(current(page)).toHaveAttribute('aria-label', /\/register\/personal/);

  await node(page, 'iin').locator('text').first().click();
  const panel = inspector(page);
  await expect(panel.getByTestId('route')).toHaveText('/login/iin');
  await expect(panel.getByTestId('spec')).toContainText('§4 iin');
  await expect(panel.locator('button[data-transition]').first()).toBeVisible();
  await expect(panel).toContainText('form.submit');
  // The machine's context, without the IIN the tab typed.
  const shown = panel.getByTestId('context');
  await expect(shown).toContainText('"step"');
  await expect(shown).not.toContainText('900101300017');

  // The arrow from the IIN to the personal data: the answer and the guard that routes it.
  await diagram(page).locator('[data-key="edge:iin>personal"]').click();
  await expect(panel).toContainText('submitForm');
  await expect(panel).toContainText('stepIs personal');

  // The timeline next to it, filtered to one machine.
  await page.getByLabel('Машина', { exact: true }).first().selectOption('session');
  const entries = page.locator('ol[aria-label^="События"] li');
  await expect(entries.first()).toBeVisible();
  for (const machine of await entries.evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-machine')),
  )) {
    expect(machine).toBe('session');
  }
});

test('simulate without a server by keyboard: send, a payload, step back, reset', async ({
  page,
}) => {
  await openFlow(page);
  const tools = page.getByRole('region', { name: 'Симуляция' });
  await tools.getByRole('button', { name: 'Запустить' }).focus();
  await page.keyboard.press('Enter');
  await expect(announcement(page)).toContainText('Симуляция');
  await expect(current(page)).toHaveAttribute('aria-label', /^Загрузка/);

  // The server's answer to the boot, sent by hand: the step named in its payload.
  await tools.locator('button[data-event="xstate.done.actor.fetchStep"]').focus();
  await page.keyboard.press('Enter');
  const payload = tools.getByLabel(/Данные события/);
  await expect(payload).toHaveValue(/"step_name": "iin"/);
  await payload.fill('{ "output": ');
  await tools.getByRole('button', { name: 'Отправить событие' }).focus();
  await page.keyboard.press('Enter');
  await expect(tools.getByRole('alert')).toContainText('не JSON');
  await expect(payload).toHaveAttribute('aria-invalid', 'true');
  await payload.fill(
    '{ "output": { "step_name": "personal_and_passport", "socket_channel": "c", "uuid": "u", "context": {} } }',
  );
  await tools.getByRole('button', { name: 'Отправить событие' }).press('Enter');
  // SPEC.md §4: personal_and_passport → /register/personal-and-passport.
  await expect(current(page)).toHaveAttribute('aria-label', /\/register\/personal-and-passport/);
  await expect(announcement(page)).toContainText('/register/personal-and-passport');

  await tools.getByRole('button', { name: 'Шаг назад' }).press('Enter');
  await expect(current(page)).toHaveAttribute('aria-label', /^Загрузка/);
  await tools.locator('button[data-event="xstate.done.actor.fetchStep"]').press('Enter');
  await tools.getByRole('button', { name: 'Отправить событие' }).press('Enter');
  await expect(current(page)).toHaveAttribute('aria-label', /\/login\/iin/);
  await tools.getByRole('button', { name: 'Сначала' }).press('Enter');
  await expect(current(page)).toHaveAttribute('aria-label', /^Загрузка/);
  await expect(tools.getByTestId('simulated-state')).toContainText('событий отправлено: 0');
});

test('every machine has a view of its own, following the tab', async ({ page, context }) => {
  await openFlow(page);
  await appTab(context, '/login');
  await page.bringToFront();
  for (const machine of ['registration', 'session', 'liveness']) {
    await page.getByRole('button', { name: machine, exact: true }).click();
    await expect(diagram(page)).toHaveAttribute('aria-label', `Схема: ${machine}`, {
      timeout: 30_000,
    });
    await expect(diagram(page).locator('[data-node]').first()).toBeVisible();
  }
  // The session view: the tab is logged out (SPEC.md §4: false by default).
  await page.getByRole('button', { name: 'session', exact: true }).click();
  await expect(current(page)).toHaveAttribute('aria-label', /^loggedOut/);
});

test('speaks Kazakh under /kk', async ({ page, context }) => {
  await openFlow(page, '/kk/dev/flow');
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Тіркеу сызбасы');
  await appTab(context, '/kk/login');
  await page.bringToFront();
  await expect(current(page)).toHaveAttribute('aria-label', /^Кіру: телефон нөмірі/);
  await expect(announcement(page)).toContainText('қазір');
});

test('jumps a fresh sandbox applicant to a step; the view follows the opened tab', async ({
  page,
}) => {
  await openFlow(page);
  const jumpForm = page.getByRole('region', { name: 'Переход к шагу в песочнице' });
  await jumpForm.getByLabel('Шаг').selectOption('signing_failed');
  // The scenarios are the sandbox's (GET /sandbox/scenarios): SANDBOX.md's signing scenario.
  const scenario = jumpForm.getByLabel('ИИН сценария');
  await expect(scenario).toBeEnabled();
  await scenario.selectOption({ label: '900101303011 · signingFailsOnce' });
  const [app] = await Promise.all([
    page.context().waitForEvent('page'),
    jumpForm.getByRole('button', { name: 'Перейти к шагу' }).click(),
  ]);
  await expect(jumpForm.getByRole('status')).toContainText('Готово', { timeout: 20_000 });
  await expect(app).toHaveURL(/\/register\/signing-init-error$/);
  await page.bringToFront();
  await expect(current(page)).toHaveAttribute('aria-label', /\/register\/signing-init-error/);
  // Back at the top of the page, the frame has brought the node into view meanwhile.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => (await measureLabels(page)).currentInView).toBe(true);
});

test('the funnel reads the live sandbox: a login is counted on the journey view', async ({
  page,
  context,
}) => {
  await openFlow(page);
  const status = page.getByTestId('funnel-status');
  await expect(status).toContainText('Песочница: заявителей');
  // Other tests share the sandbox: the count only has to grow.
  const journeys = async () =>
    Number(
      /заявителей ([\d\s]+)/.exec((await status.textContent()) ?? '')?.[1]?.replace(/\s/g, ''),
    );
  const before = await journeys();
  const app = await appTab(context, '/login');
  await login(app, 'ru');
  await page.bringToFront();
  await expect.poll(journeys, { timeout: 20_000 }).toBeGreaterThan(before);
  const table = page.getByRole('table', { name: /^Воронка по шагам/ });
  await expect(table.getByRole('row', { name: /^Вход: код из SMS / })).toBeVisible();
  await expect(node(page, 'login.phone')).toHaveAttribute('aria-label', /вошли \d/);
});
