/**
 * The two loans of the home calculator (SPEC.md §9). Amount limits are not in the spec; these
 * are ours: a short-term loan of 5 000–300 000 ₸ and an instalment loan of 50 000–3 000 000 ₸,
 * both in steps of 500 ₸ so the default 78 500 ₸ is a valid position for either.
 */
export const PRODUCTS = {
  pdl: {
    id: 'pdl',
    /** Per day, as a fraction. */
    dailyRate: 0.00104,
    /** Days. */
    periods: [7, 14, 21],
    discount: 0,
    amount: { min: 5_000, max: 300_000, step: 500 },
  },
  instalment: {
    id: 'instalment',
    /** Per year, as a fraction. */
    annualRate: 0.3796,
    /** Months. */
    periods: [6, 12, 24, 36, 48, 60],
    tariff: 'BASIC_MONTHLY',
    amount: { min: 50_000, max: 3_000_000, step: 500 },
  },
} as const;

export type ProductId = keyof typeof PRODUCTS;
export type PdlPeriod = (typeof PRODUCTS.pdl.periods)[number];
export type InstalmentPeriods = (typeof PRODUCTS.instalment.periods)[number];

export const DEFAULT_AMOUNT = 78_500;

/** Brings a typed or dragged amount onto the product's slider: within limits, on a step. */
export function clampAmount(product: ProductId, amount: number): number {
  const { min, max, step } = PRODUCTS[product].amount;
  if (!Number.isFinite(amount)) return min;
  const stepped = min + Math.round((amount - min) / step) * step;
  return Math.min(max, Math.max(min, stepped));
}
