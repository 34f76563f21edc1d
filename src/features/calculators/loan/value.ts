import type { CalculatorForm, PaymentMethod } from '../../../finance/calculator';
import {
  clampAmount,
  DEFAULT_AMOUNT,
  PRODUCTS,
  type InstalmentPeriods,
  type PdlPeriod,
  type ProductId,
} from '../../../finance/products';

/** What the borrower chose in the loan calculator. */
export interface LoanCalculatorValue {
  readonly product: ProductId;
  /** Tenge, within the product's limits and on its step. */
  readonly amount: number;
  /** Days for the short-term loan, months for the instalment loan. */
  readonly term: number;
  /** How an instalment loan is repaid; kept, but unused, while the short-term loan is chosen. */
  readonly method: PaymentMethod;
}

/** The term each product starts with: the middle of the short-term choices, a year of instalments. */
const DEFAULT_TERM: Record<ProductId, number> = { pdl: 14, instalment: 12 };

export const DEFAULT_LOAN_VALUE: LoanCalculatorValue = {
  product: 'pdl',
  amount: DEFAULT_AMOUNT,
  term: DEFAULT_TERM.pdl,
  method: 'annuity',
};

export function termsOf(product: ProductId): readonly number[] {
  return PRODUCTS[product].periods;
}

/** Fills gaps with defaults and brings amount and term within what the product offers. */
export function normalizeLoanValue(value: Partial<LoanCalculatorValue>): LoanCalculatorValue {
  const product: ProductId = value.product === 'instalment' ? 'instalment' : 'pdl';
  const term =
    value.term !== undefined && termsOf(product).includes(value.term)
      ? value.term
      : DEFAULT_TERM[product];
  return {
    product,
    amount: clampAmount(product, value.amount ?? DEFAULT_AMOUNT),
    term,
    method: value.method === 'equal' ? 'equal' : 'annuity',
  };
}

/** The finance module's form for a value already normalized. */
export function toCalculatorForm(value: LoanCalculatorValue): CalculatorForm {
  return value.product === 'pdl'
    ? { product: 'pdl', amount: value.amount, period: value.term as PdlPeriod }
    : {
        product: 'instalment',
        amount: value.amount,
        periods: value.term as InstalmentPeriods,
        method: value.method,
      };
}
