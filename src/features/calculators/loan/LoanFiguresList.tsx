import { Trans } from '@lingui/react/macro';
import { calculatorFormat } from '../format';
import type { LoanFigures } from './result';
import styles from './LoanCalculator.module.css';

function PaymentLabel({ figures }: { figures: LoanFigures | null }) {
  if (figures?.value.product !== 'instalment') return <Trans>Платёж</Trans>;
  // Equal parts of the principal make each payment smaller than the one before.
  return figures.value.method === 'equal' ? (
    <Trans>Первый платёж</Trans>
  ) : (
    <Trans>Ежемесячный платёж</Trans>
  );
}

/** The four figures of SPEC §3: return amount, payment, interest and ГЭСВ. */
export function LoanFiguresList({ figures }: { figures: LoanFigures | null }) {
  const format = calculatorFormat();
  const result = figures?.result;
  // Before the figures can be computed (the Temporal polyfill still loading) the list keeps its
  // shape with dashes, so nothing below it moves when they arrive.
  const shown = (text: string | undefined) => text ?? '—';
  const returnDate = result ? format.date(result.returnDate) : '';
  return (
    <dl className={styles.figures} aria-live="polite">
      <div>
        <dt>
          <PaymentLabel figures={figures} />
        </dt>
        <dd className={styles.payment}>{shown(result && format.money(result.payment))}</dd>
      </div>
      <div>
        <dt>
          <Trans>Сумма к возврату</Trans>
        </dt>
        <dd>{shown(result && format.money(result.returnAmount))}</dd>
      </div>
      <div>
        <dt>
          <Trans>Вознаграждение</Trans>
        </dt>
        <dd>{shown(result && format.money(result.percent))}</dd>
      </div>
      <div>
        <dt>
          <Trans>ГЭСВ</Trans>
        </dt>
        <dd>{shown(result && format.percent(result.gesv))}</dd>
      </div>
      <div>
        <dt>
          {result?.product === 'instalment' ? (
            <Trans>Последний платёж</Trans>
          ) : (
            <Trans>Вернуть до</Trans>
          )}
        </dt>
        <dd>{shown(result && returnDate)}</dd>
      </div>
    </dl>
  );
}
