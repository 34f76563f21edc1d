import { Trans } from '@lingui/react/macro';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';

export function FinancialCompetencePage() {
  return (
    <Container>
      <PageHeading>
        <Trans>Финансовая грамотность</Trans>
      </PageHeading>
    </Container>
  );
}
