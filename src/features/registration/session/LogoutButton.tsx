import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';
import { useLoggedIn, useLogout } from '../runtime';

/**
 * «Выйти» in the header of every login and registration screen while the applicant is logged
 * in (SPEC.md §4 login status): logout deletes both tokens, forgets the session's facts and the
 * drafts, and replaces the page with /login.
 */
export function LogoutControl() {
  const loggedIn = useLoggedIn();
  const logout = useLogout();
  if (!loggedIn) return null;
  return (
    <Button variant="quiet" onClick={logout}>
      <Trans>Выйти</Trans>
    </Button>
  );
}
