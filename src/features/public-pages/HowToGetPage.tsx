import { Trans } from '@lingui/react/macro';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';

export function HowToGetPage() {
  return (
    <Container>
      <PageHeading>
        <Trans>Как получить заём</Trans>
      </PageHeading>
    </Container>
  );
}
