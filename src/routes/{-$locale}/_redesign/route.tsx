import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RedesignLayout } from '../../../features/shell/layouts';

export const Route = createFileRoute('/{-$locale}/_redesign')({
  component: () => (
    <RedesignLayout>
      <Outlet />
    </RedesignLayout>
  ),
});
