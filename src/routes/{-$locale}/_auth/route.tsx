import {
  createFileRoute,
  Outlet,
  useLocation,
  useRouteContext,
  useRouter,
} from '@tanstack/react-router';
import { RegistrationFlow } from '../../../features/registration/RegistrationFlow';
import { LogoutControl } from '../../../features/registration/session/LogoutButton';
import { isRegistrationPath, stepGuard } from '../../../features/registration/step-guard';
import { AuthPending } from '../../../features/shell/AuthPending';
import { AuthLayout } from '../../../features/shell/layouts';
import { stripLocale } from '../../../platform/locale';

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
  const { registration } = useRouteContext({ from: '/{-$locale}/_auth' });
  // A registration screen's HTML is a preview the app renders over (src/entry-server.tsx). It
  // has no footer, so what the app adds below the preview moves nothing already on screen.
  const flowAddress = useLocation({
    select: (location) => isRegistrationPath(stripLocale(location.pathname)),
  });
  const preview = import.meta.env.SSR && flowAddress;
  return (
    <RegistrationFlow router={useRouter()} registration={registration}>
      <AuthLayout headerActions={<LogoutControl />} footer={!preview}>
        <Outlet />
      </AuthLayout>
    </RegistrationFlow>
  );
}
