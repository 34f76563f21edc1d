import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DocumentsPage } from '../../../../features/public-pages/DocumentsPage';
import { pagesLoader } from '../../../../features/public-pages/loader';

export const Route = createFileRoute('/{-$locale}/_default/about/documents')({
  staticData: { title: msg`Документы` },
  loader: pagesLoader,
  component: DocumentsPage,
});
