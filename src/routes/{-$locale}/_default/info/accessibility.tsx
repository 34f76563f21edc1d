import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccessibilityPage } from '../../../../features/public-pages/AccessibilityPage';
import { pagesLoader } from '../../../../features/public-pages/loader';

export const Route = createFileRoute('/{-$locale}/_default/info/accessibility')({
  staticData: { title: msg`Доступность сайта` },
  loader: pagesLoader,
  component: AccessibilityPage,
});
