import { expect, test, type Page } from '@playwright/test';
import { FLOW_MODELS } from '../../machines/graph/catalog';
import { machineGraph, stateNodeIds } from '../../machines/graph/graph';
import { shortestPathsToStates } from '../../machines/graph/paths';
import { pathInWords } from '../../machines/graph/words';
import { registrationMachine } from '../../machines/registration';
import { sessionMachine } from '../../machines/session';

// /dev/flow (issue 7): the statecharts drawn from the machines, following the app in another
// tab of the same browser, the paths of `npm run paths`, and the jump to a step.

const LAYOUT_TIMEOUT = 45_000;

async function openFlow(page: Page, path = '/dev/flow') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const section = (page: Page, machine: string) => page.locator(`section[data-machine="${machine}"]`);
const current = (page: Page, machine: string) =>
  section(page, machine).locator('li[aria-current="step"]');

/** Jumps a fresh applicant to `step` from the visualizer; resolves with the app's tab. */
async function jump(page: Page, step: string) {
  const jumpForm = page.locator('section[aria-labelledby="flow-jump"]');
  await jumpForm.getByLabel('Шаг').selectOption(step);
  const [app] = await Promise.all([
    page.context().waitForEvent('page'),
    jumpForm.getByRole('button', { name: 'Перейти к шагу' }).click(),
  ]);
  await expect(jumpForm.getByRole('status')).toContainText('Готово', { timeout: 20_000 });
  return app;
}

test('draws the registration and session statecharts with every state named', async ({ page }) => {
  await openFlow(page);
  for (const machine of [registrationMachine, sessionMachine]) {
    const graph = machineGraph(machine);
    const part = section(page, machine.id);
    await expect(part.getByRole('heading', { level: 2 })).toHaveText(machine.id);
    await expect(part.locator('[role="application"][data-ready="true"]')).toBeVisible({
      timeout: LAYOUT_TIMEOUT,
    });
    const states = part.getByRole('list', { name: `Состояния ${machine.id}` });
    await expect(states.getByRole('listitem')).toHaveCount(stateNodeIds(graph).length);
    // Every state is drawn, and every transition with its label.
    await expect(part.locator('svg g[data-state]')).toHaveCount(graph.nodes.length);
    for (const edge of graph.edges.slice(0, 10)) {
      await expect(part.locator(`svg g[data-transition="${edge.id}"]`).first()).toContainText(
        edge.label,
      );
    }
  }
  const registration = section(page, 'registration');
  // A parallel state and the compound states inside it.
  await expect(registration.locator('li[data-state="registration.waiting"]')).toContainText(
    'параллельное',
  );
  await expect(registration.locator('li[data-state="registration.waiting.step"]')).toContainText(
    'составное',
  );
  await expect(
    registration.locator('svg text', { hasText: 'realtime.step [isFreshPush]' }),
  ).toHaveCount(1);
});

test('speaks Kazakh under /kk', async ({ page }) => {
  await openFlow(page, '/kk/dev/flow');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Тіркеу сызбасы');
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(
    section(page, 'session').getByRole('list', { name: 'session күйлері' }),
  ).toBeVisible();
});

test('lists the paths of npm run paths and highlights one on click', async ({ page }) => {
  await openFlow(page);
  const paths = page.locator('section[aria-labelledby="flow-paths"]');
  const total = FLOW_MODELS.reduce((sum, model) => sum + shortestPathsToStates(model).length, 0);
  await expect(paths).toContainText(`Путей к состояниям: ${total}`, { timeout: LAYOUT_TIMEOUT });

  const model = FLOW_MODELS.find((candidate) => candidate.name === 'registration');
  if (!model) throw new Error('no registration model');
  const expected = shortestPathsToStates(model).map(({ target, path }) => ({
    target,
    words: pathInWords(path),
  }));
  const list = paths.getByRole('list', { name: 'Кратчайшие пути: registration' });
  await expect(list.getByRole('button')).toHaveCount(expected.length);
  for (const { target, words } of expected) {
    await expect(list.locator(`button[data-target="${target}"]`)).toContainText(words);
  }

  const cabinet = list.locator('button[data-target="personal_cabinet"]');
  await cabinet.click();
  await expect(cabinet).toHaveAttribute('aria-pressed', 'true');
  const chart = section(page, 'registration');
  await expect(chart.locator('svg g[data-state="registration.personal_cabinet"]')).toHaveAttribute(
    'data-on-path',
    'true',
  );
  await expect(
    chart.locator('svg g[data-on-path][data-transition^="registration.iin.submitting|"]'),
  ).toHaveCount(1);

  // Simple paths between two chosen states.
  await paths.getByLabel('Откуда').selectOption('personal');
  await paths.getByLabel('Куда', { exact: true }).selectOption('verigram');
  await paths.getByRole('button', { name: 'Найти' }).click();
  const simple = paths.getByRole('list', { name: 'Простые пути: personal → verigram' });
  await expect(simple.getByRole('button').first()).toContainText('personal → personal.submitting');
});

test('jumps a fresh applicant to a step and follows the app live in another tab', async ({
  page,
}) => {
  await openFlow(page);
  const app = await jump(page, 'personal');
  await expect(app).toHaveURL(/\/register\/personal$/);
  // The app's actors show up: the session logged in, the registration on the personal form.
  await expect(current(page, 'session')).toHaveText(/^loggedIn/);
  await expect(current(page, 'registration')).toHaveText('personal.editing');
  await expect(
    section(page, 'registration').locator('svg g[data-state="registration.personal"]'),
  ).toHaveAttribute('data-active', 'true', { timeout: LAYOUT_TIMEOUT });
  const timeline = page.locator('section[aria-labelledby="flow-timeline"]').getByRole('list');
  // The publisher attaches when the app creates its runtime, so the boot is in the timeline.
  await expect(timeline).toContainText('fetchStep → personal');
  await expect(timeline.locator('time').first()).toHaveText(/^\d\d:\d\d:\d\d\.\d{3}$/);
});

test('follows the applicant through the real IIN form, with the IIN redacted', async ({ page }) => {
  await openFlow(page);
  const app = await jump(page, 'iin');
  await expect(app).toHaveURL(/\/login\/iin$/);
  await expect(current(page, 'registration')).toHaveText('iin.editing');

  await app.getByLabel('ИИН', { exact: true }).pressSequentially('900101300017');
  await app.getByText('Да, я резидент РК').click();
  await app.getByText('Нет, не являюсь').click();
  await app.getByRole('button', { name: 'Продолжить' }).click();
  await expect(app).toHaveURL(/\/register\/personal$/);

  await expect(current(page, 'registration')).toHaveText('personal.editing');
  const registration = section(page, 'registration');
  // The path taken: the submitting state passed through, the submit and its answer drawn.
  await expect(
    registration.locator('svg g[data-state="registration.iin.submitting"]'),
  ).toHaveAttribute('data-visited', 'true', { timeout: LAYOUT_TIMEOUT });
  await expect(
    registration.locator('svg g[data-transition="registration.iin.editing|iin.submit|0"]'),
  ).toHaveAttribute('data-taken', 'true');
  const timeline = page.locator('section[aria-labelledby="flow-timeline"]').getByRole('list');
  await expect(timeline).toContainText('iin.submit');
  await expect(timeline).toContainText('submitIin → personal');
  await expect(timeline).toContainText('[REDACTED]');
  await expect(timeline).not.toContainText('900101300017');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('@phone the charts fit a 360 px screen and zoom with the buttons', async ({ page }) => {
    await openFlow(page);
    const part = section(page, 'session');
    const frame = part.locator('[role="application"][data-ready="true"]');
    await expect(frame).toBeVisible({ timeout: LAYOUT_TIMEOUT });
    const box = await frame.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(360);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
    const view = part.locator('svg > g');
    const before = await view.getAttribute('transform');
    await part.getByRole('button', { name: 'Увеличить' }).click();
    await expect(view).not.toHaveAttribute('transform', before ?? '');
  });
});
