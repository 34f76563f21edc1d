import { Trans } from '@lingui/react/macro';
import { PageHeading } from '../../../ui/PageHeading';

export function PersonalScreen() {
  return (
    <PageHeading>
      <Trans>Личные данные</Trans>
    </PageHeading>
  );
}
