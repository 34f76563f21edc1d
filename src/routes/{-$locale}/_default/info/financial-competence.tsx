import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FinancialCompetencePage } from '../../../../features/public-pages/FinancialCompetencePage';
import { pagesLoader } from '../../../../features/public-pages/loader';

export const Route = createFileRoute('/{-$locale}/_default/info/financial-competence')({
  staticData: { title: msg`Финансовая грамотность` },
  loader: pagesLoader,
  component: FinancialCompetencePage,
});
