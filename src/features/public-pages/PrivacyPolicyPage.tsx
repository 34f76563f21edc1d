import { Trans } from '@lingui/react/macro';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';

export function PrivacyPolicyPage() {
  return (
    <Container>
      <PageHeading>
        <Trans>Политика конфиденциальности</Trans>
      </PageHeading>
    </Container>
  );
}
