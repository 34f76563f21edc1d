import type Big from 'big.js';
import { ratioOf, roundMoney, type Ratio } from './rounding';
import { amortize, type ScheduleRow } from './schedule';
import type { SchedulePeriod } from './schedule-dates';

/** Equal principal each month (amount / n, rounded half-up), interest on top. */
export function differentialSchedule(
  amount: Big,
  interest: Ratio,
  periods: readonly SchedulePeriod[],
): ScheduleRow[] {
  const share = ratioOf(amount);
  const principal = roundMoney({ num: share.num, den: share.den * BigInt(periods.length) });
  return amortize(amount, interest, periods, () => principal);
}
