import type Big from 'big.js';
import { ratioOf, roundMoney, type Ratio } from './rounding';
import { amortize, type ScheduleRow } from './schedule';
import type { SchedulePeriod } from './schedule-dates';

/**
 * amount × r / (1 − (1 + r)^−n) with r = interest / 12, rounded half-up to tiyn. With
 * interest = p/q this is amount × p × Y / (12q × (Y − Z)), Y = (12q + p)^n, Z = (12q)^n: exact
 * integers. (1 + r)^n has hundreds of digits for 60 months, which BigInt multiplies in
 * microseconds where big.js needs milliseconds, too slow for a slider.
 */
export function annuityPayment(amount: Big, interest: Ratio, periods: number): Big {
  const principal = ratioOf(amount);
  if (interest.num === 0n) {
    return roundMoney({ num: principal.num, den: principal.den * BigInt(periods) });
  }
  const monthly = 12n * interest.den;
  const grown = (monthly + interest.num) ** BigInt(periods);
  const base = monthly ** BigInt(periods);
  return roundMoney({
    num: principal.num * interest.num * grown,
    den: principal.den * monthly * (grown - base),
  });
}

export function annuitySchedule(
  amount: Big,
  interest: Ratio,
  periods: readonly SchedulePeriod[],
): { readonly payment: Big; readonly rows: ScheduleRow[] } {
  const payment = annuityPayment(amount, interest, periods.length);
  return { payment, rows: amortize(amount, interest, periods, (reward) => payment.minus(reward)) };
}
