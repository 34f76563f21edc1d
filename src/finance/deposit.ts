import Big from 'big.js';
import { formatIsoDate, parseIsoDate } from './dates';
import { toDecimal, toMoney, toPositiveInteger } from './inputs';
import { toAmount } from './rounding';
import type { DepositInput, DepositInterest, DepositResult } from './types';

/**
 * Σ rate × (1 − discount) × (toDay − fromDay + 1). Bands count both of their end days, and
 * day 0 is the opening day, which earns nothing: a first band starting at 0 starts at 1.
 */
export function nominalRate(interests: readonly DepositInterest[], discount: Big): Big {
  const kept = new Big(1).minus(discount);
  return interests.reduce((sum, band, index) => {
    const fromDay = index === 0 && band.fromDay === 0 ? 1 : band.fromDay;
    const days = band.toDay - fromDay + 1;
    return sum.plus(toDecimal(band.rate, `interests[${index}].rate`).times(kept).times(days));
  }, new Big(0));
}

function checkBands(interests: readonly DepositInterest[], period: number): void {
  const last = interests[interests.length - 1];
  if (!last) throw new RangeError('interests must list at least one rate band');
  if (last.toDay !== period) {
    throw new RangeError(
      `The last interest band must end on the last day of the period (${period}), but ends on ${last.toDay}`,
    );
  }
}

export function calculateDeposit(input: DepositInput): DepositResult {
  const openDate = parseIsoDate(input.openDate);
  const period = toPositiveInteger(input.period, 'period');
  const amount = toMoney(input.amount, 'amount');
  checkBands(input.interests, period);
  const nominal = nominalRate(input.interests, toDecimal(input.discount ?? 0, 'discount'));
  const reward = amount.times(nominal).round(2, Big.roundDown);
  return {
    paymentDate: formatIsoDate(openDate.add({ days: period })),
    reward: toAmount(reward),
    amountToReturn: toAmount(amount.plus(reward)),
    nominalRate: nominal.toNumber(),
    annualRate: nominal.times(365).div(period).toNumber(),
    effectiveAnnualRate: (1 + nominal.toNumber()) ** (365 / period) - 1,
  };
}
