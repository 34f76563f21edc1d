import { Trans } from '@lingui/react/macro';
import { PageHeading } from '../../../ui/PageHeading';

export function PhotoScreen() {
  return (
    <PageHeading>
      <Trans>Фотография</Trans>
    </PageHeading>
  );
}
