import { createFileRoute } from '@tanstack/react-router';
import { HomeLoanCalculator } from '../../../features/calculators';
import { calculatorsLoader } from '../../../features/calculators/loader';
import { HomePage } from '../../../features/public-pages/HomePage';
import { homeLoader } from '../../../features/public-pages/loader';

export const Route = createFileRoute('/{-$locale}/_default/')({
  loader: async (context) => {
    await Promise.all([homeLoader(context), calculatorsLoader(context)]);
  },
  component: () => <HomePage calculator={<HomeLoanCalculator />} />,
});
