import { Trans } from '@lingui/react/macro';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';

export function MediaPage() {
  return (
    <Container>
      <PageHeading>
        <Trans>СМИ о нас</Trans>
      </PageHeading>
    </Container>
  );
}
