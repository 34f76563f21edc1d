import { Trans } from '@lingui/react/macro';
import { PageHeading } from '../../../ui/PageHeading';

export function LoginScreen() {
  return (
    <PageHeading>
      <Trans>Вход</Trans>
    </PageHeading>
  );
}
