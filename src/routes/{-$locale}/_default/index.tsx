import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { prerenderHomeLoanCalculator } from '../../../features/calculators/loader';
import { DeferredHomeLoanCalculator } from '../../../features/calculators/loan/DeferredHomeLoanCalculator';
import { HomePage } from '../../../features/public-pages/HomePage';
import { homeLoader } from '../../../features/public-pages/loader';

export const Route = createFileRoute('/{-$locale}/_default/')({
  staticData: { title: msg`Займы онлайн на карту` },
  loader: (context) => Promise.all([homeLoader(context), prerenderHomeLoanCalculator(context)]),
  component: () => <HomePage calculator={<DeferredHomeLoanCalculator />} />,
});
