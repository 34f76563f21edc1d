import { describe, expect, it } from 'vitest';
import { calculateDeposit } from '../../../../src/finance';
import {
  validateDeposit,
  type DepositDraft,
} from '../../../../src/features/calculators/deposit/form';

const draft: DepositDraft = {
  amount: '78 500',
  period: '21',
  openDate: '2027-12-15',
  discount: '0',
  bands: [
    { fromDay: '0', toDay: '7', rate: '0,104' },
    { fromDay: '8', toDay: '21', rate: '0,09' },
  ],
};

const errorsOf = (changed: Partial<DepositDraft>) => {
  const result = validateDeposit({ ...draft, ...changed });
  return result.ok ? {} : result.errors;
};

describe('the deposit form', () => {
  it('turns what was typed into the finance module input, rates as exact fractions', () => {
    const result = validateDeposit({ ...draft, discount: '10' });
    expect(result).toEqual({
      ok: true,
      input: {
        openDate: '2027-12-15',
        period: 21,
        amount: '78500',
        discount: '0.1',
        interests: [
          { fromDay: 0, toDay: 7, rate: '0.00104' },
          { fromDay: 8, toDay: 21, rate: '0.0009' },
        ],
      },
    });
    if (!result.ok) return;
    // Day 0 counts from day 1: 7 × 0.104 % + 14 × 0.09 % = 1.988 %, less a tenth = 1.7892 %;
    // 78 500 × 1.7892 % = 1 404.522, rounded down to 1 404.52.
    expect(calculateDeposit(result.input)).toMatchObject({
      reward: 1404.52,
      amountToReturn: 79904.52,
      paymentDate: '2028-01-05',
    });
  });

  it('rejects amounts that are not positive sums of tenge and tiyn', () => {
    expect(errorsOf({ amount: '' })).toEqual({ amount: 'amountFormat' });
    expect(errorsOf({ amount: '100,555' })).toEqual({ amount: 'amountFormat' });
    expect(errorsOf({ amount: '0' })).toEqual({ amount: 'amountPositive' });
    expect(errorsOf({ amount: '-5' })).toEqual({ amount: 'amountFormat' });
    expect(validateDeposit({ ...draft, amount: '100,55' }).ok).toBe(true);
  });

  it('rejects a term that is not a whole number of days, a bad date and a discount over 100 %', () => {
    expect(errorsOf({ period: '0' })).toMatchObject({ period: 'periodFormat' });
    expect(errorsOf({ period: '2,5' })).toMatchObject({ period: 'periodFormat' });
    expect(errorsOf({ openDate: '2027-02-30' })).toEqual({ openDate: 'openDateFormat' });
    expect(errorsOf({ openDate: '' })).toEqual({ openDate: 'openDateFormat' });
    expect(errorsOf({ discount: '101' })).toEqual({ discount: 'discountRange' });
    expect(errorsOf({ discount: 'много' })).toEqual({ discount: 'discountRange' });
    expect(validateDeposit({ ...draft, discount: '' }).ok).toBe(true);
  });

  it('needs at least one band and the last one ending on the last day of the term', () => {
    expect(errorsOf({ bands: [] })).toEqual({ bands: 'bandsEmpty' });
    expect(errorsOf({ period: '30' })).toEqual({ 'bands.1.toDay': 'lastBandEnd' });
  });

  it('needs the bands to follow each other day after day from day 0 or 1', () => {
    const [first, second] = draft.bands as [DepositDraft['bands'][0], DepositDraft['bands'][0]];
    expect(errorsOf({ bands: [first, { ...second, fromDay: '10' }] })).toEqual({
      'bands.1.fromDay': 'bandGap',
    });
    expect(errorsOf({ bands: [first, { ...second, fromDay: '7' }] })).toEqual({
      'bands.1.fromDay': 'bandGap',
    });
    expect(errorsOf({ bands: [{ ...first, fromDay: '2' }, second] })).toEqual({
      'bands.0.fromDay': 'firstBandStart',
    });
    expect(
      errorsOf({
        bands: [
          { ...first, toDay: '0' },
          { ...second, fromDay: '1' },
        ],
      }),
    ).toEqual({
      'bands.0.toDay': 'toDayBeforeFromDay',
    });
    expect(errorsOf({ bands: [first, { ...second, rate: '-1' }] })).toEqual({
      'bands.1.rate': 'rateFormat',
    });
    expect(errorsOf({ bands: [first, { ...second, toDay: 'x' }] })).toEqual({
      'bands.1.toDay': 'dayFormat',
    });
  });
});
