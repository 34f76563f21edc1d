import { roundRate } from './rounding';

export interface CashFlow {
  /** Days from the open date. */
  readonly days: number;
  readonly payment: number;
}

const TOLERANCE = 1e-4;
const MAX_ITERATIONS = 1000;

/**
 * ГЭСВ: the x with −amount + Σ payment·(1 + x)^(−days/365) = 0, by Newton's method, rounded
 * half-up to four decimals. This is a rate, not money, so floating point is the right tool.
 * The left side falls and is convex in x, so starting at 0 (where it is ≥ 0 because the
 * payments repay at least the amount) Newton climbs monotonically to the root and never jumps
 * past −1. Newton converges quadratically, so the iterate after a step below the tolerance is
 * accurate far beyond the four decimals kept.
 */
export function effectiveAnnualRate(amount: number, flows: readonly CashFlow[]): number {
  let rate = 0;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    let value = -amount;
    let slope = 0;
    for (const { days, payment } of flows) {
      const years = days / 365;
      const discounted = payment * (1 + rate) ** -years;
      value += discounted;
      slope -= (years * discounted) / (1 + rate);
    }
    if (slope === 0) break;
    const next = rate - value / slope;
    const step = Math.abs(next - rate);
    rate = next;
    if (step < TOLERANCE) break;
  }
  return roundRate(rate);
}
