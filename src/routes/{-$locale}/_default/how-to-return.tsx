import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HowToReturnPage } from '../../../features/public-pages/HowToReturnPage';
import { pagesLoader } from '../../../features/public-pages/loader';

export const Route = createFileRoute('/{-$locale}/_default/how-to-return')({
  staticData: { title: msg`Как погасить заём` },
  loader: pagesLoader,
  component: HowToReturnPage,
});
