import { Trans } from '@lingui/react/macro';
import { PageHeading } from '../../../ui/PageHeading';

export function SigningInitWaitScreen() {
  return (
    <PageHeading>
      <Trans>Готовим документы к подписанию</Trans>
    </PageHeading>
  );
}
