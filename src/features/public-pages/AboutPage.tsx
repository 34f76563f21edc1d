import { Trans } from '@lingui/react/macro';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';

export function AboutPage() {
  return (
    <Container>
      <PageHeading>
        <Trans>О компании</Trans>
      </PageHeading>
    </Container>
  );
}
