import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MediaPage } from '../../../features/public-pages/MediaPage';
import { pagesLoader } from '../../../features/public-pages/loader';

export const Route = createFileRoute('/{-$locale}/_empty/media')({
  staticData: { title: msg`СМИ о нас` },
  loader: pagesLoader,
  component: MediaPage,
});
