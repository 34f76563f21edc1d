import type Big from 'big.js';
import { periodReward } from './day-count';
import type { Ratio } from './rounding';
import type { SchedulePeriod } from './schedule-dates';

export interface ScheduleRow {
  /** YYYY-MM-DD */
  readonly paymentDate: string;
  readonly daysFromOpen: number;
  readonly payment: Big;
  readonly principal: Big;
  readonly reward: Big;
  readonly principalRemainder: Big;
}

/**
 * Walks the periods paying `principalOf(reward)` of the principal each time; the last payment
 * takes whatever remains, so rounding never leaves a debt or an overpayment behind.
 */
export function amortize(
  amount: Big,
  interest: Ratio,
  periods: readonly SchedulePeriod[],
  principalOf: (reward: Big) => Big,
): ScheduleRow[] {
  let remainder = amount;
  return periods.map((period, index) => {
    const reward = periodReward(remainder, interest, period);
    const principal = index === periods.length - 1 ? remainder : principalOf(reward);
    remainder = remainder.minus(principal);
    return {
      paymentDate: period.paymentDate,
      daysFromOpen: period.daysFromOpen,
      payment: principal.plus(reward),
      principal,
      reward,
      principalRemainder: remainder,
    };
  });
}
