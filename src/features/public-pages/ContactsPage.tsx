import { Trans } from '@lingui/react/macro';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';

export function ContactsPage() {
  return (
    <Container>
      <PageHeading>
        <Trans>Контакты</Trans>
      </PageHeading>
    </Container>
  );
}
