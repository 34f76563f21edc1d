import { createFileRoute } from '@tanstack/react-router';
import { calculatorsLoader, HomeLoanCalculator } from '../../../features/calculators';
import { HomePage } from '../../../features/public-pages/HomePage';
import { homeLoader } from '../../../features/public-pages/loader';

export const Route = createFileRoute('/{-$locale}/_default/')({
  loader: async (context) => {
    await Promise.all([homeLoader(context), calculatorsLoader(context)]);
  },
  component: () => <HomePage calculator={<HomeLoanCalculator />} />,
});
