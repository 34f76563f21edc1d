import { Trans } from '@lingui/react/macro';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';

export function DocumentsPage() {
  return (
    <Container>
      <PageHeading>
        <Trans>Документы</Trans>
      </PageHeading>
    </Container>
  );
}
