import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ContactsPage } from '../../../features/public-pages/ContactsPage';
import { pagesLoader } from '../../../features/public-pages/loader';

export const Route = createFileRoute('/{-$locale}/_default/contacts')({
  staticData: { title: msg`Контакты` },
  loader: pagesLoader,
  component: ContactsPage,
});
