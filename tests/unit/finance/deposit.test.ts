import { describe, expect, it } from 'vitest';
import { calculateDeposit, type DepositInput } from '../../../src/finance';

const pdl14: DepositInput = {
  openDate: '2027-01-31',
  period: 14,
  amount: 78500,
  interests: [{ fromDay: 0, toDay: 14, rate: 0.00104 }],
  discount: 0,
};

describe('calculateDeposit', () => {
  it('prices 14 days at 0.104 % a day, the opening day not counted', () => {
    // Days 1…14: nominal = 0.00104 × 14 = 0.01456; 78 500 × 0.01456 = 1 142.96.
    // annual = 0.01456 × 365 / 14 = 0.3796; effective = 1.01456^(365/14) − 1 = 0.457704658…
    const result = calculateDeposit(pdl14);
    expect(result).toMatchObject({
      paymentDate: '2027-02-14',
      reward: 1142.96,
      amountToReturn: 79642.96,
      nominalRate: 0.01456,
      annualRate: 0.3796,
    });
    expect(result.effectiveAnnualRate).toBeCloseTo(0.457704658247, 10);
  });

  it('gives the same reward whether the first band starts on day 0 or day 1', () => {
    const fromDayOne = calculateDeposit({
      ...pdl14,
      interests: [{ fromDay: 1, toDay: 14, rate: 0.00104 }],
    });
    expect(fromDayOne).toEqual(calculateDeposit(pdl14));
  });

  it('rounds the reward down to the tiyn', () => {
    // 78 555.55 × 0.01456 = 1 143.768808 → 1 143.76 (half-up would say 1 143.77).
    const result = calculateDeposit({ ...pdl14, amount: '78555.55' });
    expect(result.reward).toBe(1143.76);
    expect(result.amountToReturn).toBe(79699.31);
  });

  it('sums several bands and applies the discount to each rate', () => {
    // Days 1–7, 8–14, 15–21: 7 days each. 0.9 × 7 × (0.002 + 0.0015 + 0.001) = 0.02835.
    // 100 000 × 0.02835 = 2 835; annual = 0.02835 × 365 / 21 = 0.49275;
    // effective = 1.02835^(365/21) − 1 = 0.62562854…; Dec 25 + 21 days = Jan 15.
    const result = calculateDeposit({
      openDate: '2027-12-25',
      period: 21,
      amount: '100000',
      interests: [
        { fromDay: 0, toDay: 7, rate: 0.002 },
        { fromDay: 8, toDay: 14, rate: '0.0015' },
        { fromDay: 15, toDay: 21, rate: 0.001 },
      ],
      discount: 0.1,
    });
    expect(result).toMatchObject({
      paymentDate: '2028-01-15',
      reward: 2835,
      amountToReturn: 102835,
      nominalRate: 0.02835,
      annualRate: 0.49275,
    });
    expect(result.effectiveAnnualRate).toBeCloseTo(0.625628541, 8);
  });

  it('takes no discount when none is given', () => {
    const { discount: _discount, ...withoutDiscount } = pdl14;
    expect(calculateDeposit(withoutDiscount)).toEqual(calculateDeposit(pdl14));
  });

  it('crosses Feb 29 when counting the payment date', () => {
    expect(
      calculateDeposit({
        ...pdl14,
        openDate: '2028-02-22',
        period: 7,
        interests: [{ fromDay: 0, toDay: 7, rate: 0.00104 }],
      }).paymentDate,
    ).toBe('2028-02-29');
    expect(
      calculateDeposit({
        ...pdl14,
        openDate: '2027-02-22',
        period: 7,
        interests: [{ fromDay: 0, toDay: 7, rate: 0.00104 }],
      }).paymentDate,
    ).toBe('2027-03-01');
  });

  it('refuses an empty list of bands', () => {
    expect(() => calculateDeposit({ ...pdl14, interests: [] })).toThrow(/at least one rate band/);
  });

  it('refuses bands that do not end on the last day of the period', () => {
    expect(() =>
      calculateDeposit({ ...pdl14, interests: [{ fromDay: 0, toDay: 13, rate: 0.00104 }] }),
    ).toThrow('The last interest band must end on the last day of the period (14), but ends on 13');
  });

  it.each(['2027-02-29', 'tomorrow', '2027-13-01', '27-01-31'])(
    'rejects the date %j as an invalid time value',
    (openDate) => {
      expect(() => calculateDeposit({ ...pdl14, openDate })).toThrowError(
        new RangeError('Invalid time value'),
      );
    },
  );

  it('names the amount or the period when one of them is unusable', () => {
    expect(() => calculateDeposit({ ...pdl14, amount: -5 })).toThrow(/amount/);
    expect(() => calculateDeposit({ ...pdl14, period: 0 })).toThrow(/period/);
    expect(() =>
      calculateDeposit({ ...pdl14, interests: [{ fromDay: 0, toDay: 14, rate: 'high' }] }),
    ).toThrow(/interests\[0\]\.rate/);
  });
});
