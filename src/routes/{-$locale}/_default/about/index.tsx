import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../../../features/public-pages/AboutPage';
import { pagesLoader } from '../../../../features/public-pages/loader';

export const Route = createFileRoute('/{-$locale}/_default/about/')({
  staticData: { title: msg`О компании` },
  loader: pagesLoader,
  component: AboutPage,
});
