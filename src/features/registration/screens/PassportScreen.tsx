import { Trans } from '@lingui/react/macro';
import { PageHeading } from '../../../ui/PageHeading';

export function PassportScreen() {
  return (
    <PageHeading>
      <Trans>Данные удостоверения личности</Trans>
    </PageHeading>
  );
}
