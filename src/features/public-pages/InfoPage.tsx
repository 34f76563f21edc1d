import { Trans } from '@lingui/react/macro';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';

export function InfoPage() {
  return (
    <Container>
      <PageHeading>
        <Trans>Информация</Trans>
      </PageHeading>
    </Container>
  );
}
