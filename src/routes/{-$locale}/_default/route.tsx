import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DefaultLayout } from '../../../features/shell/layouts';

export const Route = createFileRoute('/{-$locale}/_default')({
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
});
