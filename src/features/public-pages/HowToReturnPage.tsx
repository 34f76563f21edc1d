import { Trans } from '@lingui/react/macro';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';

export function HowToReturnPage() {
  return (
    <Container>
      <PageHeading>
        <Trans>Как погасить заём</Trans>
      </PageHeading>
    </Container>
  );
}
