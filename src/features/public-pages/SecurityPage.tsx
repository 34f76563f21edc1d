import { Trans } from '@lingui/react/macro';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';

export function SecurityPage() {
  return (
    <Container>
      <PageHeading>
        <Trans>Безопасность</Trans>
      </PageHeading>
    </Container>
  );
}
