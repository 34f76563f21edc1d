import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculate, type PdlForm } from '../../../src/finance/calculator';
import { todayInAlmaty } from '../../../src/finance/dates';
import { DEFAULT_AMOUNT, PRODUCTS, clampAmount } from '../../../src/finance/products';

describe('calculate: short-term loan', () => {
  it('shows the single repayment, its interest and the effective rate', () => {
    // 78 500 × 0.00104 × 14 = 1 142.96; 1.01456^(365/14) − 1 = 0.457704658…
    const result = calculate(
      { product: 'pdl', amount: DEFAULT_AMOUNT, period: 14 },
      { openDate: '2027-01-31' },
    );
    expect(result).toMatchObject({
      product: 'pdl',
      returnAmount: 79642.96,
      payment: 79642.96,
      percent: 1142.96,
      returnDate: '2027-02-14',
    });
    expect(result.gesv).toBeCloseTo(0.457704658, 8);
  });

  it.each([
    // 0.00104 × 7 = 0.00728 and × 21 = 0.02184 of 100 000
    [7, 728, 0.459691228],
    [21, 2184, 0.455739692],
  ] as const)('prices %i days', (period, percent, gesv) => {
    const result = calculate(
      { product: 'pdl', amount: '100000', period },
      { openDate: '2027-06-10' },
    );
    expect(result.percent).toBe(percent);
    expect(result.returnAmount).toBe(100000 + percent);
    expect(result.gesv).toBeCloseTo(gesv, 8);
  });

  it('refuses a term the product does not offer', () => {
    const form = { product: 'pdl', amount: 78500, period: 10 } as unknown as PdlForm;
    expect(() => calculate(form, { openDate: '2027-01-31' })).toThrow(
      'Unavailable period 10 days; choose one of 7, 14, 21',
    );
  });
});

describe('calculate: instalment loan (78 500 ₸, 6 months from 2028-01-31)', () => {
  // Worked out separately with exact fractions (see loan.test.ts for the method).
  const annuityRows = [
    ['2028-02-29', 14569.45, 12208.36, 2361.09, 66291.64],
    ['2028-03-31', 14569.45, 12438.05, 2131.4, 53853.59],
    ['2028-04-30', 14569.45, 12893.81, 1675.64, 40959.78],
    ['2028-05-31', 14569.45, 13252.51, 1316.94, 27707.27],
    ['2028-06-30', 14569.45, 13707.35, 862.1, 13999.92],
    ['2028-07-31', 14450.04, 13999.92, 450.12, 0],
  ] as const;

  it('shows the annuity payment, the total and the interest', () => {
    const result = calculate(
      { product: 'instalment', amount: 78500, periods: 6, method: 'annuity' },
      { openDate: '2028-01-31' },
    );
    expect(result).toMatchObject({
      product: 'instalment',
      returnAmount: 87297.29,
      payment: 14569.45,
      percent: 8797.29,
      gesv: 0.4517,
      returnDate: '2028-07-31',
    });
    expect(
      result.schedule.map((row) => [
        row.paymentDate,
        row.payment,
        row.principal,
        row.reward,
        row.principalRemainder,
      ]),
    ).toEqual(annuityRows);
  });

  it("shows the first payment for 'equal' parts, which is the largest", () => {
    // 78 500 / 6 = 13 083.33; Feb: 78 500 × 0.3796 × 29/366 = 2 361.09 → 15 444.42.
    const result = calculate(
      { product: 'instalment', amount: '78500', periods: 6, method: 'equal' },
      { openDate: '2028-01-31' },
    );
    expect(result).toMatchObject({
      returnAmount: 87089.48,
      payment: 15444.42,
      percent: 8589.48,
      gesv: 0.4517,
      returnDate: '2028-07-31',
    });
    expect(result.schedule.map((row) => row.principal)).toEqual([
      13083.33, 13083.33, 13083.33, 13083.33, 13083.33, 13083.35,
    ]);
  });
});

describe('calculate: open date', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the loan today in Almaty, which may already be tomorrow in UTC', () => {
    // 19:30 UTC on Mar 1 is after midnight in Almaty (UTC+5, UTC+6 before March 2024).
    vi.useFakeTimers({ now: new Date('2027-03-01T19:30:00Z'), toFake: ['Date'] });
    expect(calculate({ product: 'pdl', amount: 78500, period: 7 }).returnDate).toBe('2027-03-09');
  });

  it('reads the date in Almaty from a given instant', () => {
    expect(todayInAlmaty(Temporal.Instant.from('2027-12-31T18:59:59Z'))).toBe('2027-12-31');
    expect(todayInAlmaty(Temporal.Instant.from('2027-12-31T19:00:00Z'))).toBe('2028-01-01');
  });
});

describe('products', () => {
  it('keeps the default amount valid for both products', () => {
    expect(clampAmount('pdl', DEFAULT_AMOUNT)).toBe(DEFAULT_AMOUNT);
    expect(clampAmount('instalment', DEFAULT_AMOUNT)).toBe(DEFAULT_AMOUNT);
  });

  it('brings typed amounts within the limits and onto the 500 ₸ step', () => {
    expect(clampAmount('pdl', 100)).toBe(PRODUCTS.pdl.amount.min);
    expect(clampAmount('pdl', 10_000_000)).toBe(PRODUCTS.pdl.amount.max);
    expect(clampAmount('instalment', 10_000)).toBe(50_000);
    expect(clampAmount('instalment', 123_249)).toBe(123_000);
    expect(clampAmount('instalment', 123_250)).toBe(123_500);
    expect(clampAmount('pdl', Number.NaN)).toBe(5_000);
  });

  it('offers the terms and rates of the spec', () => {
    expect(PRODUCTS.pdl).toMatchObject({ dailyRate: 0.00104, periods: [7, 14, 21], discount: 0 });
    expect(PRODUCTS.instalment).toMatchObject({
      annualRate: 0.3796,
      periods: [6, 12, 24, 36, 48, 60],
      tariff: 'BASIC_MONTHLY',
    });
  });
});
