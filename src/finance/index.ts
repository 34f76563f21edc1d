export { calculateLoan } from './loan';
export { calculateDeposit } from './deposit';
export { ensureTemporal } from './temporal';
export type {
  AnnuityCalculation,
  DepositInput,
  DepositInterest,
  DepositResult,
  LoanCalculation,
  LoanInput,
  LoanResult,
  PaymentScheduleRow,
} from './types';
