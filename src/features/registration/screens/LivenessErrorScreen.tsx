import { Trans } from '@lingui/react/macro';
import { PageHeading } from '../../../ui/PageHeading';

export function LivenessErrorScreen() {
  return (
    <PageHeading>
      <Trans>Не удалось подтвердить личность</Trans>
    </PageHeading>
  );
}
