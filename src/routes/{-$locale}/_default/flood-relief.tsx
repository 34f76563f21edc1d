import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FloodReliefPage } from '../../../features/public-pages/FloodReliefPage';
import { pagesLoader } from '../../../features/public-pages/loader';

export const Route = createFileRoute('/{-$locale}/_default/flood-relief')({
  staticData: { title: msg`Помощь пострадавшим от паводков` },
  loader: pagesLoader,
  component: FloodReliefPage,
});
