import { Trans } from '@lingui/react/macro';
import { Page } from '../../../ui/Page';
import { DepositCalculator } from './DepositCalculator';

export function DepositCalculatorPage() {
  return (
    <Page
      compact
      title={<Trans>Калькулятор депозита</Trans>}
      lead={
        <Trans>
          Вознаграждение на сумму за срок в днях, когда дневная ставка меняется по периодам. Первый
          день срока — день после открытия; вознаграждение округляется вниз до тиына.
        </Trans>
      }
    >
      <DepositCalculator />
    </Page>
  );
}
