import { Trans } from '@lingui/react/macro';
import { PageHeading } from '../../../ui/PageHeading';

export function WaitScreen() {
  return (
    <PageHeading>
      <Trans>Обрабатываем данные</Trans>
    </PageHeading>
  );
}
