import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '../../../../features/public-pages/SecurityPage';
import { pagesLoader } from '../../../../features/public-pages/loader';

export const Route = createFileRoute('/{-$locale}/_default/info/security')({
  staticData: { title: msg`Безопасность` },
  loader: pagesLoader,
  component: SecurityPage,
});
