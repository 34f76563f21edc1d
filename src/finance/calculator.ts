import { calculateDeposit } from './deposit';
import { todayInAlmaty } from './dates';
import { annuitySchedule } from './annuity';
import { differentialSchedule } from './differential';
import { describeSchedule, prepareLoan } from './loan';
import { PRODUCTS, type InstalmentPeriods, type PdlPeriod } from './products';
import { toAmount } from './rounding';
import type { PaymentScheduleRow } from './types';

/** 'equal' is the spec's name for equal principal parts (the differential schedule). */
export type PaymentMethod = 'annuity' | 'equal';

export interface PdlForm {
  readonly product: 'pdl';
  readonly amount: number | string;
  /** Days. */
  readonly period: PdlPeriod;
}

export interface InstalmentForm {
  readonly product: 'instalment';
  readonly amount: number | string;
  /** Months. */
  readonly periods: InstalmentPeriods;
  readonly method: PaymentMethod;
}

export type CalculatorForm = PdlForm | InstalmentForm;

/** The figures of SPEC.md §3; money in tenge, `gesv` (ГЭСВ) as a fraction. */
export interface CalculatorOutputs {
  /** Everything the borrower pays back. */
  readonly returnAmount: number;
  /** One payment: the single repayment, the annuity payment or the first equal-parts payment. */
  readonly payment: number;
  /** The interest in tenge. */
  readonly percent: number;
  readonly gesv: number;
  /** YYYY-MM-DD of the last payment. */
  readonly returnDate: string;
}

export interface PdlResult extends CalculatorOutputs {
  readonly product: 'pdl';
}

export interface InstalmentResult extends CalculatorOutputs {
  readonly product: 'instalment';
  readonly schedule: readonly PaymentScheduleRow[];
}

export type CalculatorResult = PdlResult | InstalmentResult;

export interface CalculatorOptions {
  /** YYYY-MM-DD; today in Almaty when omitted. */
  readonly openDate?: string;
}

/**
 * The short-term loan is priced like a one-band deposit at the daily rate. The instalment loan
 * builds only the schedule the borrower chose, so a slider move costs one schedule, not two.
 */
export function calculate(form: PdlForm, options?: CalculatorOptions): PdlResult;
export function calculate(form: InstalmentForm, options?: CalculatorOptions): InstalmentResult;
export function calculate(form: CalculatorForm, options?: CalculatorOptions): CalculatorResult;
export function calculate(
  form: CalculatorForm,
  { openDate = todayInAlmaty() }: CalculatorOptions = {},
): CalculatorResult {
  return form.product === 'pdl'
    ? calculatePdl(form, openDate)
    : calculateInstalment(form, openDate);
}

function checkPeriod(offered: readonly number[], chosen: number, unit: string): void {
  if (!offered.includes(chosen)) {
    throw new RangeError(
      `Unavailable period ${chosen} ${unit}; choose one of ${offered.join(', ')}`,
    );
  }
}

function calculatePdl(form: PdlForm, openDate: string): PdlResult {
  const { dailyRate, periods, discount } = PRODUCTS.pdl;
  checkPeriod(periods, form.period, 'days');
  const deposit = calculateDeposit({
    openDate,
    period: form.period,
    amount: form.amount,
    interests: [{ fromDay: 0, toDay: form.period, rate: dailyRate }],
    discount,
  });
  return {
    product: 'pdl',
    returnAmount: deposit.amountToReturn,
    payment: deposit.amountToReturn,
    percent: deposit.reward,
    gesv: deposit.effectiveAnnualRate,
    returnDate: deposit.paymentDate,
  };
}

function calculateInstalment(form: InstalmentForm, openDate: string): InstalmentResult {
  const { annualRate, periods } = PRODUCTS.instalment;
  checkPeriod(periods, form.periods, 'months');
  const {
    amount,
    interest,
    periods: schedule,
  } = prepareLoan({
    amount: form.amount,
    interest: annualRate,
    openDate,
    periods: form.periods,
  });
  const annuity = form.method === 'annuity' ? annuitySchedule(amount, interest, schedule) : null;
  const rows = annuity?.rows ?? differentialSchedule(amount, interest, schedule);
  const calculation = describeSchedule(amount, rows);
  const first = calculation.paymentSchedule[0];
  const last = calculation.paymentSchedule[calculation.paymentSchedule.length - 1];
  if (!first || !last) throw new RangeError('An instalment loan has at least one payment');
  return {
    product: 'instalment',
    returnAmount: calculation.totalPayment,
    payment: annuity ? toAmount(annuity.payment) : first.payment,
    percent: calculation.totalReward,
    gesv: calculation.effectiveAnnualRate,
    returnDate: last.paymentDate,
    schedule: calculation.paymentSchedule,
  };
}
