import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../../../../features/public-pages/InfoPage';
import { pagesLoader } from '../../../../features/public-pages/loader';

export const Route = createFileRoute('/{-$locale}/_default/info/')({
  staticData: { title: msg`Информация` },
  loader: pagesLoader,
  component: InfoPage,
});
