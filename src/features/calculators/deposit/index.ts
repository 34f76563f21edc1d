// The deposit page's own entry, apart from ../index.ts, so the home page's bundle never carries it.
export { DepositCalculatorPage } from './DepositCalculatorPage';
