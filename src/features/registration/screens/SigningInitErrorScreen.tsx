import { Trans } from '@lingui/react/macro';
import { PageHeading } from '../../../ui/PageHeading';

export function SigningInitErrorScreen() {
  return (
    <PageHeading>
      <Trans>Не удалось подписать документы</Trans>
    </PageHeading>
  );
}
