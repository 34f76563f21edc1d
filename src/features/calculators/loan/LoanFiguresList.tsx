import { Trans } from '@lingui/react/macro';
import { Figures } from '../Figures';
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
    <Figures
      className={styles.figures}
      aria-live="polite"
      items={[
        {
          term: <PaymentLabel figures={figures} />,
          value: shown(result && format.money(result.payment)),
          valueClassName: styles.payment,
        },
        {
          term: <Trans>Сумма к возврату</Trans>,
          value: shown(result && format.money(result.returnAmount)),
        },
        {
          term: <Trans>Вознаграждение</Trans>,
          value: shown(result && format.money(result.percent)),
        },
        { term: <Trans>ГЭСВ</Trans>, value: shown(result && format.percent(result.gesv)) },
        {
          term:
            result?.product === 'instalment' ? (
              <Trans>Последний платёж</Trans>
            ) : (
              <Trans>Вернуть до</Trans>
            ),
          value: shown(result && returnDate),
        },
      ]}
    />
  );
}
