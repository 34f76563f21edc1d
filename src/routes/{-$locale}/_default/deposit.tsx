import { createFileRoute } from '@tanstack/react-router';
import { calculatorsLoader } from '../../../features/calculators/loader';
import { DepositCalculatorPage } from '../../../features/calculators/deposit';
import { depositPageTitle } from '../../../features/calculators/deposit/title';

export const Route = createFileRoute('/{-$locale}/_default/deposit')({
  staticData: { title: depositPageTitle },
  loader: calculatorsLoader,
  component: DepositCalculatorPage,
});
