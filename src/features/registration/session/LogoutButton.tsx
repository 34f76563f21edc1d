import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';
import { useLoggedIn, useLogout } from '../runtime';
import { useMaybeRegistrationRuntime } from '../runtime/context';

/**
 * «Выйти» in the header of every login and registration screen while the applicant is logged
 * in (SPEC.md §4 login status): logout deletes both tokens, forgets the session's facts and the
 * drafts, and replaces the page with /login. Nothing before the runtime is made (/badbrowser
 * opened first, the build's preview).
 */
export function LogoutControl() {
  return useMaybeRegistrationRuntime() ? <LogoutButton /> : null;
}

function LogoutButton() {
  const loggedIn = useLoggedIn();
  const logout = useLogout();
  if (!loggedIn) return null;
  return (
    <Button variant="quiet" onClick={logout}>
      <Trans>Выйти</Trans>
    </Button>
  );
}
