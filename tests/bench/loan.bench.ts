// Node 20 has no Temporal; loading it here keeps the benchmark independent of any setup file.
import 'temporal-polyfill/global';
import { bench, describe } from 'vitest';
import { calculateLoan } from '../../src/finance';
import { calculate } from '../../src/finance/calculator';
import { DEFAULT_AMOUNT, PRODUCTS } from '../../src/finance/products';

// Each call moves the amount by one slider step, as dragging does, so no result is reused.
const { min, max, step } = PRODUCTS.instalment.amount;
let amount: number = min;
const nextAmount = () => {
  amount = amount + step > max ? min : amount + step;
  return amount;
};

describe('a slider move', () => {
  bench('60-month loan: annuity and differential schedules, both effective rates', () => {
    calculateLoan({ amount: nextAmount(), interest: 0.3796, openDate: '2027-12-15', periods: 60 });
  });

  bench('instalment calculator: 60 months, annuity', () => {
    calculate(
      { product: 'instalment', amount: nextAmount(), periods: 60, method: 'annuity' },
      { openDate: '2027-12-15' },
    );
  });

  bench('short-term calculator: 14 days', () => {
    calculate(
      { product: 'pdl', amount: DEFAULT_AMOUNT + (nextAmount() % 10_000), period: 14 },
      { openDate: '2027-12-15' },
    );
  });
});
