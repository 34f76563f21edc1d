import { Trans } from '@lingui/react/macro';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';

export function BadBrowserPage() {
  return (
    <Container>
      <PageHeading>
        <Trans>Браузер не поддерживается</Trans>
      </PageHeading>
    </Container>
  );
}
