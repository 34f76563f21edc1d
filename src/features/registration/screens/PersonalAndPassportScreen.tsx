import { Trans } from '@lingui/react/macro';
import { PageHeading } from '../../../ui/PageHeading';

export function PersonalAndPassportScreen() {
  return (
    <PageHeading>
      <Trans>Личные данные и удостоверение личности</Trans>
    </PageHeading>
  );
}
