import { Trans } from '@lingui/react/macro';
import { PageHeading } from '../../../ui/PageHeading';

export function IinScreen() {
  return (
    <PageHeading>
      <Trans>ИИН</Trans>
    </PageHeading>
  );
}
