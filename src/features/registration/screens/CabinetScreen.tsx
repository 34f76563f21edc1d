import { Trans } from '@lingui/react/macro';
import { PageHeading } from '../../../ui/PageHeading';

export function CabinetScreen() {
  return (
    <PageHeading>
      <Trans>Личный кабинет</Trans>
    </PageHeading>
  );
}
