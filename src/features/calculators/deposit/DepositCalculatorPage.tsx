import { Trans } from '@lingui/react/macro';
import { Container } from '../../../ui/Container';
import { PageHeading } from '../../../ui/PageHeading';
import { DepositCalculator } from './DepositCalculator';
import styles from './DepositCalculatorPage.module.css';

export function DepositCalculatorPage() {
  return (
    <Container className={styles.page}>
      <div className={styles.intro}>
        <PageHeading>
          <Trans>Калькулятор депозита</Trans>
        </PageHeading>
        <p className={styles.lead}>
          <Trans>
            Вознаграждение на сумму за срок в днях, когда дневная ставка меняется по периодам.
            Первый день срока — день после открытия; вознаграждение округляется вниз до тиына.
          </Trans>
        </p>
      </div>
      <DepositCalculator />
    </Container>
  );
}
