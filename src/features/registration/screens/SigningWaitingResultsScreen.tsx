import { Trans } from '@lingui/react/macro';
import { PageHeading } from '../../../ui/PageHeading';

export function SigningWaitingResultsScreen() {
  return (
    <PageHeading>
      <Trans>Проверяем подпись</Trans>
    </PageHeading>
  );
}
