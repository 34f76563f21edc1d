import { createFileRoute } from '@tanstack/react-router';
import { calculatorsLoader } from '../../../features/calculators';
import { DepositCalculatorPage, depositPageTitle } from '../../../features/calculators/deposit';

export const Route = createFileRoute('/{-$locale}/_default/deposit')({
  staticData: { title: depositPageTitle },
  loader: calculatorsLoader,
  component: DepositCalculatorPage,
});
