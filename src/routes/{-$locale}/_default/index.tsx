import { createFileRoute } from '@tanstack/react-router';
import { DeferredHomeLoanCalculator } from '../../../features/calculators/loan/DeferredHomeLoanCalculator';
import { HomePage } from '../../../features/public-pages/HomePage';
import { homeLoader } from '../../../features/public-pages/loader';

export const Route = createFileRoute('/{-$locale}/_default/')({
  loader: homeLoader,
  component: () => <HomePage calculator={<DeferredHomeLoanCalculator />} />,
});
