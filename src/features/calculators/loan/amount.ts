import { clampAmount, type ProductId } from '../../../finance/products';

/**
 * Reads what the borrower typed ("150 000", "150000 ₸", "99 999,50") as whole tenge on the
 * product's slider. Nothing readable gives null, so the field can fall back to the last amount.
 */
export function parseTypedAmount(product: ProductId, typed: string): number | null {
  const compact = typed.replace(/[\s\u00a0\u202f₸]/g, '').replace(',', '.');
  if (!/^\d+(\.\d*)?$/.test(compact)) return null;
  return clampAmount(product, Number(compact));
}
