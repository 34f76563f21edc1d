import Big from 'big.js';
import { annuitySchedule } from './annuity';
import { differentialSchedule } from './differential';
import { effectiveAnnualRate, type CashFlow } from './effective-rate';
import { toMoney, toNonNegativeRate, toPositiveInteger } from './inputs';
import { ratioOf, toAmount } from './rounding';
import type { ScheduleRow } from './schedule';
import { schedulePeriods } from './schedule-dates';
import type { LoanCalculation, LoanInput, LoanResult, PaymentScheduleRow } from './types';

/** Parsed and checked loan input, shared by both schedules. */
export function prepareLoan(input: LoanInput) {
  const amount = toMoney(input.amount, 'amount');
  const interest = ratioOf(toNonNegativeRate(input.interest, 'interest'));
  const periods = schedulePeriods(input.openDate, toPositiveInteger(input.periods, 'periods'));
  return { amount, interest, periods };
}

/** Totals, ГЭСВ and the rows as the caller sees them: numbers and YYYY-MM-DD dates. */
export function describeSchedule(amount: Big, rows: readonly ScheduleRow[]): LoanCalculation {
  let totalPayment = new Big(0);
  let totalReward = new Big(0);
  const paymentSchedule: PaymentScheduleRow[] = [];
  const flows: CashFlow[] = [];
  for (const row of rows) {
    totalPayment = totalPayment.plus(row.payment);
    totalReward = totalReward.plus(row.reward);
    const payment = toAmount(row.payment);
    paymentSchedule.push({
      paymentDate: row.paymentDate,
      payment,
      principal: toAmount(row.principal),
      reward: toAmount(row.reward),
      principalRemainder: toAmount(row.principalRemainder),
    });
    flows.push({ days: row.daysFromOpen, payment });
  }
  return {
    paymentSchedule,
    totalPayment: toAmount(totalPayment),
    totalReward: toAmount(totalReward),
    effectiveAnnualRate: effectiveAnnualRate(toAmount(amount), flows),
  };
}

export function calculateLoan(input: LoanInput): LoanResult {
  const { amount, interest, periods } = prepareLoan(input);
  const annuity = annuitySchedule(amount, interest, periods);
  const first = periods[0];
  const last = periods[periods.length - 1];
  if (!first || !last) throw new RangeError('periods must be a positive whole number');
  return {
    firstPaymentDate: first.paymentDate,
    lastPaymentDate: last.paymentDate,
    annuityCalculation: {
      ...describeSchedule(amount, annuity.rows),
      annuityPayment: toAmount(annuity.payment),
    },
    differentialCalculation: describeSchedule(
      amount,
      differentialSchedule(amount, interest, periods),
    ),
  };
}
