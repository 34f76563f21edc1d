import 'temporal-polyfill/global';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/app';
import { calculateDeposit } from '../../src/finance';
import { calculate, type CalculatorForm } from '../../src/finance/calculator';
import { todayInAlmaty } from '../../src/finance/dates';

// The calculators in a real Chromium over the built app: every figure shown must be the one
// src/finance computes for the same choice, opened today in Almaty as the widget opens it.

/** "79 642,96 ₸" → 79642.96, whatever spaces the browser's Intl puts between the groups. */
function amountIn(text: string | null): number {
  return Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));
}

/** The value next to a term in the calculator's figures (the product summary has terms too). */
function figure(page: Page, term: string): Locator {
  const figures = page.locator('dl[aria-live], [aria-live] dl');
  return figures
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd');
}

async function expectFigures(page: Page, form: CalculatorForm, paymentTerm: string) {
  const expected = calculate(form, { openDate: todayInAlmaty() });
  await expect
    .poll(async () => amountIn(await figure(page, 'Сумма к возврату').textContent()))
    .toBe(expected.returnAmount);
  expect(amountIn(await figure(page, paymentTerm).textContent())).toBe(expected.payment);
  expect(amountIn(await figure(page, 'Вознаграждение').textContent())).toBe(expected.percent);
  const gesv = amountIn(await figure(page, 'ГЭСВ').textContent());
  expect(gesv).toBeCloseTo(expected.gesv * 100, 2);
  return expected;
}

const amountField = (page: Page) => page.getByRole('textbox', { name: 'Сумма займа' });
const slider = (page: Page) => page.getByRole('slider', { name: 'Сумма займа' });

test.describe('the loan calculator on the home page', () => {
  test('shows the finance module’s figures for the default 78 500 ₸, 14 days @phone', async ({
    page,
  }) => {
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Условия займов' });
    await expect(region.getByRole('heading', { name: 'Рассчитайте заём' })).toBeVisible();
    await expect(amountField(page)).toHaveValue(/^78\s500$/);
    await expect(slider(page)).toHaveAttribute('aria-valuetext', /^78\s500\s₸$/);
    await expectFigures(page, { product: 'pdl', amount: 78_500, period: 14 }, 'Платёж');
    await expect(figure(page, 'Сумма к возврату')).toHaveText(/^\d{2}\s\d{3},\d{2}\s₸$/);
    await expect(page.getByRole('link', { name: 'Получить деньги' }).first()).toBeVisible();
  });

  test('follows a typed amount, snapped to 500 ₸, and the slider moved by keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    await amountField(page).fill('150 260');
    await amountField(page).press('Enter');
    await expect(amountField(page)).toHaveValue(/^150\s500$/);
    await expectFigures(page, { product: 'pdl', amount: 150_500, period: 14 }, 'Платёж');

    await slider(page).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slider(page)).toHaveAttribute('aria-valuetext', /^151\s500\s₸$/);
    await expect(amountField(page)).toHaveValue(/^151\s500$/);
    await expectFigures(page, { product: 'pdl', amount: 151_500, period: 14 }, 'Платёж');

    await page.keyboard.press('End');
    await expect(amountField(page)).toHaveValue(/^300\s000$/);
    await page.getByRole('radio', { name: '21' }).check();
    await expectFigures(page, { product: 'pdl', amount: 300_000, period: 21 }, 'Платёж');
  });

  test('switches to the instalment loan, its terms and methods, and opens the schedule', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('radio', { name: 'Ежемесячными платежами' }).check();
    await expect(page.getByRole('group', { name: 'Срок, месяцев' })).toBeVisible();
    await amountField(page).fill('600000');
    await amountField(page).press('Tab');
    await page.getByRole('radio', { name: '24' }).check();
    await expectFigures(
      page,
      { product: 'instalment', amount: 600_000, periods: 24, method: 'annuity' },
      'Ежемесячный платёж',
    );

    await page.getByRole('radio', { name: 'Равными долями долга' }).check();
    const expected = await expectFigures(
      page,
      { product: 'instalment', amount: 600_000, periods: 24, method: 'equal' },
      'Первый платёж',
    );

    await page.getByRole('button', { name: 'Показать график платежей' }).click();
    const table = page.getByRole('table', { name: 'График платежей' });
    await expect(table.getByRole('row')).toHaveCount(25);
    const rows = expected.product === 'instalment' ? expected.schedule : [];
    for (const index of [0, 23]) {
      const row = rows[index]!;
      const cells = table
        .getByRole('row')
        .nth(index + 1)
        .getByRole('cell');
      const [day, month, year] = [
        row.paymentDate.slice(8),
        row.paymentDate.slice(5, 7),
        row.paymentDate.slice(0, 4),
      ];
      await expect(
        table
          .getByRole('row')
          .nth(index + 1)
          .getByRole('rowheader'),
      ).toHaveText(`${day}.${month}.${year}`);
      expect(amountIn(await cells.nth(0).textContent())).toBe(row.payment);
      expect(amountIn(await cells.nth(1).textContent())).toBe(row.principal);
      expect(amountIn(await cells.nth(2).textContent())).toBe(row.reward);
      expect(amountIn(await cells.nth(3).textContent())).toBe(row.principalRemainder);
    }
    await page.getByRole('button', { name: 'Скрыть график платежей' }).click();
    await expect(table).toHaveCount(0);
  });

  test('keeps the amount in a cookie for a day and carries it to the login page', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await amountField(page).fill('99999');
    await amountField(page).press('Enter');
    await expect(amountField(page)).toHaveValue(/^100\s000$/);
    const cookie = (await context.cookies()).find(({ name }) => name === 'calculator_amount');
    expect(cookie?.value).toBe('100000');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(86_400 - 60);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(86_400);

    await page.reload();
    await expect(amountField(page)).toHaveValue(/^100\s000$/);
    const getMoney = page.getByRole('region', { name: 'Условия займов' }).getByRole('link', {
      name: 'Получить деньги',
    });
    await expect(getMoney).toHaveAttribute('href', '/login?amount=100000');
    await getMoney.click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('speaks Kazakh on /kk and keeps its links Kazakh @phone', async ({ page }) => {
    await page.goto('/kk');
    const region = page.getByRole('region', { name: 'Қарыз талаптары' });
    await expect(region.getByRole('heading', { name: 'Қарызды есептеңіз' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Қарыз сомасы' })).toHaveValue(/^78\s500$/);
    await expect(page.getByRole('group', { name: 'Қарыз түрі' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Мерзімі, күн' })).toBeVisible();
    await expect(figure(page, 'СЖТМ')).toHaveText(/^\d{2},\d{1,2}\s%$/);
    await expect(page.getByText('Ең азы 5 000 ₸, ең көбі 300 000 ₸, қадамы 500 ₸')).toBeVisible();
    await expect(region.getByRole('link', { name: 'Ақша алу' })).toHaveAttribute(
      'href',
      '/kk/login?amount=78500',
    );
    await page.getByRole('radio', { name: 'Ай сайынғы төлеммен' }).check();
    await expect(page.getByRole('group', { name: 'Өтеу тәсілі' })).toBeVisible();
    await page.getByRole('button', { name: 'Төлем кестесін көрсету' }).click();
    await expect(page.getByRole('table', { name: 'Төлем кестесі' }).getByRole('row')).toHaveCount(
      13,
    );
  });
});

test.describe('Temporal', () => {
  test('Chromium’s own Temporal is used: the polyfill is not downloaded', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expectFigures(page, { product: 'pdl', amount: 78_500, period: 14 }, 'Платёж');
    expect(await page.evaluate(() => typeof globalThis.Temporal)).toBe('object');
    expect(scripts.filter((url) => /\/assets\/global\.esm-[\w-]+\.js$/.test(url))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
  });

  test('a browser without Temporal gets the polyfill and the same figures', async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(globalThis, 'Temporal');
    });
    // temporal-polyfill/global is built as its own chunk, global.esm-<hash>.js.
    const polyfill = page.waitForRequest(/\/assets\/global\.esm-[\w-]+\.js$/);
    await page.goto('/');
    await polyfill;
    await expectFigures(page, { product: 'pdl', amount: 78_500, period: 14 }, 'Платёж');
    expect(await page.evaluate(() => typeof globalThis.Temporal)).toBe('object');
  });
});

test.describe('the deposit calculator', () => {
  test('is reached from the home calculator and computes bands with a discount', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Калькулятор депозита' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Калькулятор депозита' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Калькулятор депозита — /);

    await page.getByRole('button', { name: 'Добавить ставку' }).click();
    const second = page.getByRole('group', { name: 'Ставка 2' });
    await second.getByRole('textbox', { name: 'Ставка, % в день' }).fill('0,05');
    await page.getByRole('textbox', { name: 'Скидка на ставку, %' }).fill('50');
    await page.getByRole('button', { name: 'Рассчитать' }).click();

    const expected = calculateDeposit({
      openDate: todayInAlmaty(),
      period: 21,
      amount: 78_500,
      interests: [
        { fromDay: 1, toDay: 11, rate: '0.00104' },
        { fromDay: 12, toDay: 21, rate: '0.0005' },
      ],
      discount: '0.5',
    });
    expect(expected.reward).toBe(645.27);
    await expect(figure(page, 'Вознаграждение')).toHaveText(/^645,27\s₸$/);
    expect(amountIn(await figure(page, 'Сумма к выплате').textContent())).toBe(
      expected.amountToReturn,
    );
  });

  test('explains in Kazakh what to fix', async ({ page }) => {
    await page.goto('/kk/deposit');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Депозит калькуляторы' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Мерзімі, күн' }).fill('30');
    await page.getByRole('button', { name: 'Есептеу' }).click();
    const lastDay = page.getByRole('textbox', { name: 'Соңғы күн' });
    await expect(lastDay).toHaveAttribute('aria-invalid', 'true');
    await expect(lastDay).toBeFocused();
    await expect(
      page.getByText('Соңғы мөлшерлеме мерзімнің соңғы күніне (30) дейін қолданылуы керек'),
    ).toBeVisible();
    await lastDay.fill('30');
    await page.getByRole('button', { name: 'Есептеу' }).click();
    await expect(page.locator('dt', { hasText: 'Сыйақы' })).toBeVisible();
  });
});
