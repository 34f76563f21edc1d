import { Trans } from '@lingui/react/macro';
import { AuthLayout } from './layouts';

/**
 * What a login or registration address shows while its step guard waits for the server to name
 * the applicant's step (GET /rest/registration/step; at most the call's time limit, then the
 * screen says it did not answer): the layout and a status, never a blank page.
 */
export function AuthPending() {
  return (
    <AuthLayout>
      <p role="status">
        <Trans>Загружаем…</Trans>
      </p>
    </AuthLayout>
  );
}
