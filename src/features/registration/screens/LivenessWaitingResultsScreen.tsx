import { Trans } from '@lingui/react/macro';
import { PageHeading } from '../../../ui/PageHeading';

export function LivenessWaitingResultsScreen() {
  return (
    <PageHeading>
      <Trans>Проверяем фотографию</Trans>
    </PageHeading>
  );
}
