// Node 20 has no Temporal; loading it here keeps the benchmark independent of any setup file.
import 'temporal-polyfill/global';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { bench, describe } from 'vitest';
import { messages } from '../../locales/ru/calculators.po';
import { calculatorFormat } from '../../src/features/calculators/format';
import { LoanCalculator } from '../../src/features/calculators/loan/LoanCalculator';
import { scheduleOf } from '../../src/features/calculators/loan/result';
import {
  toCalculatorForm,
  type LoanCalculatorValue,
} from '../../src/features/calculators/loan/value';
import { calculate } from '../../src/finance/calculator';
import { PRODUCTS, type ProductId } from '../../src/finance/products';

const OPEN_DATE = '2027-12-15';
const format = calculatorFormat();
i18n.load('ru', messages);
i18n.activate('ru');

// Each call moves the amount by one slider step, as dragging does, so no result is reused.
function dragging(product: ProductId) {
  const { min, max, step } = PRODUCTS[product].amount;
  let amount: number = min;
  return () => {
    amount = amount + step > max ? min : amount + step;
    return amount;
  };
}

/** What the widget does per slider position: the figures, the schedule rows, the four texts. */
function recompute(value: LoanCalculatorValue) {
  const result = calculate(toCalculatorForm(value), { openDate: OPEN_DATE });
  const rows = scheduleOf(result, value.amount);
  return [
    format.money(result.payment),
    format.money(result.returnAmount),
    format.money(result.percent),
    format.percent(result.gesv),
    rows.length,
  ];
}

const instalmentAmount = dragging('instalment');
const pdlAmount = dragging('pdl');

describe('recompute on a slider move', () => {
  bench('instalment, 60 months, annuity', () => {
    recompute({ product: 'instalment', amount: instalmentAmount(), term: 60, method: 'annuity' });
  });

  bench('instalment, 60 months, equal parts', () => {
    recompute({ product: 'instalment', amount: instalmentAmount(), term: 60, method: 'equal' });
  });

  bench('short-term, 21 days', () => {
    recompute({ product: 'pdl', amount: pdlAmount(), term: 21, method: 'annuity' });
  });
});

// React's development build (vitest compiles JSX for it), several times slower than the
// production build a phone runs: an upper bound on the rendering part of a slider move.
describe('the whole widget rendered on a slider move (schedule closed, React dev build)', () => {
  const render = (value: LoanCalculatorValue) =>
    renderToString(
      createElement(
        I18nProvider,
        { i18n },
        createElement(LoanCalculator, { value, onChange: () => {}, openDate: OPEN_DATE }),
      ),
    );

  bench('instalment, 60 months, annuity', () => {
    render({ product: 'instalment', amount: instalmentAmount(), term: 60, method: 'annuity' });
  });

  bench('short-term, 21 days', () => {
    render({ product: 'pdl', amount: pdlAmount(), term: 21, method: 'annuity' });
  });
});
