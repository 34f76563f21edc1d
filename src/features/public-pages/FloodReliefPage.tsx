import { Trans } from '@lingui/react/macro';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';

export function FloodReliefPage() {
  return (
    <Container>
      <PageHeading>
        <Trans>Помощь пострадавшим от паводков</Trans>
      </PageHeading>
    </Container>
  );
}
