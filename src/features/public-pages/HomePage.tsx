import { Trans } from '@lingui/react/macro';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';

export function HomePage() {
  return (
    <Container>
      <PageHeading>
        <Trans>QazCredit</Trans>
      </PageHeading>
    </Container>
  );
}
