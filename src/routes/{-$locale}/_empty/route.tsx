import { createFileRoute, Outlet } from '@tanstack/react-router';
import { EmptyLayout } from '../../../features/shell/layouts';

export const Route = createFileRoute('/{-$locale}/_empty')({
  component: () => (
    <EmptyLayout>
      <Outlet />
    </EmptyLayout>
  ),
});
