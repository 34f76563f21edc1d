export interface LoanInput {
  /** Tenge, a number or decimal string with at most two decimals. */
  readonly amount: number | string;
  /** Annual rate as a fraction: 0.3796 is 37.96 % a year. */
  readonly interest: number | string;
  /** YYYY-MM-DD */
  readonly openDate: string;
  /** Number of monthly payments. */
  readonly periods: number;
}

export interface PaymentScheduleRow {
  /** YYYY-MM-DD */
  readonly paymentDate: string;
  readonly payment: number;
  readonly principal: number;
  readonly reward: number;
  /** Principal still owed after this payment. */
  readonly principalRemainder: number;
}

export interface LoanCalculation {
  readonly paymentSchedule: readonly PaymentScheduleRow[];
  readonly totalPayment: number;
  readonly totalReward: number;
  /** ГЭСВ as a fraction, rounded half-up to four decimals. */
  readonly effectiveAnnualRate: number;
}

export interface AnnuityCalculation extends LoanCalculation {
  readonly annuityPayment: number;
}

export interface LoanResult {
  readonly firstPaymentDate: string;
  readonly lastPaymentDate: string;
  readonly annuityCalculation: AnnuityCalculation;
  readonly differentialCalculation: LoanCalculation;
}

/** A rate per day applied from day `fromDay` to day `toDay`, both included. */
export interface DepositInterest {
  readonly fromDay: number;
  readonly toDay: number;
  readonly rate: number | string;
}

export interface DepositInput {
  /** YYYY-MM-DD */
  readonly openDate: string;
  /** Days. */
  readonly period: number;
  readonly amount: number | string;
  readonly interests: readonly DepositInterest[];
  /** Fraction of every rate given back, 0 when omitted. */
  readonly discount?: number | string;
}

export interface DepositResult {
  /** YYYY-MM-DD */
  readonly paymentDate: string;
  readonly reward: number;
  readonly amountToReturn: number;
  /** Rate for the whole period. */
  readonly nominalRate: number;
  readonly annualRate: number;
  readonly effectiveAnnualRate: number;
}
