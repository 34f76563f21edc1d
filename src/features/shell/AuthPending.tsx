import { Trans } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { isRegistrationPath } from '../registration/step-guard';
import { stripLocale } from '../../platform/locale';
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

/**
 * The first load's pending view (the root route's): a login or registration address shows
 * AuthPending while its guard waits; any other page keeps the blank start it always had.
 */
export function FirstLoadPending() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return isRegistrationPath(stripLocale(pathname)) ? <AuthPending /> : null;
}
