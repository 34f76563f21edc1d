import type Big from 'big.js';
import { ratioOf, roundMoney, type Ratio } from './rounding';

const DAYS_365_TIMES_366 = 365n * 366n;

/**
 * Interest of one period: remainder × annual rate × Σ over its days of 1/365 or 1/366 (by each
 * day's own calendar year), rounded half-up to tiyn. Computed as one exact fraction so the
 * rounding cannot be tipped by an approximated year fraction.
 */
export function periodReward(
  remainder: Big,
  interest: Ratio,
  period: { readonly days365: number; readonly days366: number },
): Big {
  const principal = ratioOf(remainder);
  const weightedDays = BigInt(period.days365) * 366n + BigInt(period.days366) * 365n;
  return roundMoney({
    num: principal.num * interest.num * weightedDays,
    den: principal.den * interest.den * DAYS_365_TIMES_366,
  });
}
