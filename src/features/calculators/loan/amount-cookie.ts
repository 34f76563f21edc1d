import { PRODUCTS } from '../../../finance/products';
import { getCookie, setCookie } from '../../../platform/cookies';
import { normalizeLoanValue, type LoanCalculatorValue } from './value';

/** SPEC §9: the calculator's amount survives a day (86 400 s), so a returning visitor sees it. */
export const AMOUNT_COOKIE = 'calculator_amount';
const AMOUNT_COOKIE_MAX_AGE = 86_400;

export function readAmountCookie(): number | undefined {
  const stored = Number(getCookie(AMOUNT_COOKIE));
  return Number.isFinite(stored) && stored > 0 ? stored : undefined;
}

export function writeAmountCookie(amount: number): void {
  setCookie(AMOUNT_COOKIE, String(amount), { maxAge: AMOUNT_COOKIE_MAX_AGE });
}

/**
 * The loan the visitor last calculated: the remembered amount (SPEC §9 default 78 500 ₸), on the
 * short-term loan unless it is beyond that loan's limit, which only an instalment loan allows.
 */
export function rememberedLoanValue(amount = readAmountCookie()): LoanCalculatorValue {
  const product = amount !== undefined && amount > PRODUCTS.pdl.amount.max ? 'instalment' : 'pdl';
  return normalizeLoanValue({ product, ...(amount !== undefined && { amount }) });
}
