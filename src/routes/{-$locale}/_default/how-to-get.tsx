import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HowToGetPage } from '../../../features/public-pages/HowToGetPage';
import { pagesLoader } from '../../../features/public-pages/loader';

export const Route = createFileRoute('/{-$locale}/_default/how-to-get')({
  staticData: { title: msg`Как получить заём` },
  loader: pagesLoader,
  component: HowToGetPage,
});
