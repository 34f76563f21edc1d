import {
  createFileRoute,
  Outlet,
  useLocation,
  useRouteContext,
  useRouter,
} from '@tanstack/react-router';
import { RegistrationLayout } from '../../../features/registration/RegistrationLayout';
import { stepGuard } from '../../../features/registration/step-guard';
import { AuthPending } from '../../../features/shell/AuthPending';

export const Route = createFileRoute('/{-$locale}/_auth')({
  // SPEC §2's step guard, once for every login and registration screen below: a deep link or a
  // reload. The layout's own move to the machines' screen has nothing to ask.
  beforeLoad: ({ context, location, preload }) =>
    context.registration.isFollowing(location.pathname)
      ? undefined
      : stepGuard(context.registration, location.pathname, preload),
  // The guard may wait on the server (issue 13: no white page); shown after pendingMs.
  pendingComponent: AuthPending,
  pendingMs: 300,
  component: AuthRoute,
});

// Read by the route's id, not through `Route`: the component is split into its own chunk.
function AuthRoute() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const { registration } = useRouteContext({ from: '/{-$locale}/_auth' });
  return (
    <RegistrationLayout router={useRouter()} registration={registration} pathname={pathname}>
      <Outlet />
    </RegistrationLayout>
  );
}
