import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BadBrowserPage } from '../../../features/public-pages/BadBrowserPage';
import { pagesLoader } from '../../../features/public-pages/loader';

export const Route = createFileRoute('/{-$locale}/_auth/badbrowser')({
  staticData: { title: msg`Браузер не поддерживается` },
  loader: pagesLoader,
  component: BadBrowserPage,
});
