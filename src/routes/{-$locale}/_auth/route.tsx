import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthLayout } from '../../../features/shell/layouts';

export const Route = createFileRoute('/{-$locale}/_auth')({
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
});
