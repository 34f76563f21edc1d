import { clampAmount, PRODUCTS, type ProductId } from '../../../finance/products';

/**
 * Reads what the borrower typed ("150 000", "150000 ₸", "99 999,50") as whole tenge on the
 * product's slider. Nothing readable gives null, so the field can fall back to the last amount.
 */
export function parseTypedAmount(product: ProductId, typed: string): number | null {
  const compact = typed.replace(/[\s\u00a0\u202f₸]/g, '').replace(',', '.');
  if (!/^\d+(\.\d*)?$/.test(compact)) return null;
  return clampAmount(product, Number(compact));
}

/**
 * The amount field's mask: digits only, grouped by thousands as they are typed ("1000000" →
 * "1 000 000"), at most as many digits as the largest loan has.
 */
export function maskAmount(typed: string): string {
  const digits = typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 7);
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/**
 * What was typed, read strictly (the cabinet: the amount applied for must be one the product
 * offers): whole tenge on the product's step, or why not.
 */
export function checkTypedAmount(
  product: ProductId,
  typed: string,
): { amount: number } | { outOfRange: { min: number; max: number } } | null {
  const parsed = parseTypedAmount(product, typed);
  if (parsed === null) return null;
  const { min, max } = PRODUCTS[product].amount;
  const compact = Number(typed.replace(/\D/g, ''));
  return compact < min || compact > max ? { outOfRange: { min, max } } : { amount: parsed };
}
