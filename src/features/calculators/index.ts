export { LoanCalculator, type LoanCalculatorProps } from './loan/LoanCalculator';
export { HomeLoanCalculator } from './loan/HomeLoanCalculator';
export { calculatorsLoader } from './loader';
export { DEFAULT_LOAN_VALUE, normalizeLoanValue, type LoanCalculatorValue } from './loan/value';
export { rememberedLoanValue } from './loan/amount-cookie';
