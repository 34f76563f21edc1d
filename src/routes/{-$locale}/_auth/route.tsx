import { createFileRoute, Outlet } from '@tanstack/react-router';
import { LogoutControl } from '../../../features/registration/session/LogoutButton';
import { stepGuard } from '../../../features/registration/step-guard';
import { AuthPending } from '../../../features/shell/AuthPending';
import { AuthLayout } from '../../../features/shell/layouts';

export const Route = createFileRoute('/{-$locale}/_auth')({
  // SPEC §2's step guard, once for every login and registration screen below.
  beforeLoad: ({ context, location }) => stepGuard(context.registration, location.pathname),
  // The guard may wait on the server (issue 13: no white page); shown after pendingMs.
  pendingComponent: AuthPending,
  pendingMs: 300,
  component: () => (
    <AuthLayout headerActions={<LogoutControl />}>
      <Outlet />
    </AuthLayout>
  ),
});
