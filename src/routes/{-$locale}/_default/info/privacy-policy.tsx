import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../../../../features/public-pages/PrivacyPolicyPage';
import { pagesLoader } from '../../../../features/public-pages/loader';

export const Route = createFileRoute('/{-$locale}/_default/info/privacy-policy')({
  staticData: { title: msg`Политика конфиденциальности` },
  loader: pagesLoader,
  component: PrivacyPolicyPage,
});
