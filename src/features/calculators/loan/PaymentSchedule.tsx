import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { calculatorFormat } from '../format';
import type { LoanFigures } from './result';
import styles from './LoanCalculator.module.css';

/**
 * The payment schedule behind a disclosure button. The table is rendered only while open: a
 * 60-row table redrawn on every slider move would cost more than the arithmetic.
 */
export function PaymentSchedule({
  figures,
  disabled,
}: {
  figures: LoanFigures | null;
  disabled?: boolean;
}) {
  const format = calculatorFormat();
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const captionId = useId();

  return (
    <div className={styles.schedule}>
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={open}
        aria-controls={tableId}
        disabled={disabled || !figures}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {open ? <Trans>Скрыть график платежей</Trans> : <Trans>Показать график платежей</Trans>}
      </button>
      {/* The box that scrolls sideways on a phone is a named region a keyboard can reach and
          scroll (WCAG 1.4.10, 2.1.1), named by the table's caption. */}
      <div
        id={tableId}
        hidden={!open}
        className={styles.tableScroll}
        role="region"
        aria-labelledby={captionId}
        // A scrolling region is reached by Tab so a keyboard can scroll it (axe's
        // scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {open && figures && (
          <table className={styles.table}>
            <caption id={captionId}>
              <Trans>График платежей</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Дата</Trans>
                </th>
                <th scope="col">
                  <Trans>Платёж</Trans>
                </th>
                <th scope="col">
                  <Trans>Основной долг</Trans>
                </th>
                <th scope="col">
                  <Trans>Вознаграждение</Trans>
                </th>
                <th scope="col">
                  <Trans>Остаток долга</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.schedule.map((row) => (
                <tr key={row.paymentDate}>
                  <th scope="row">{format.date(row.paymentDate)}</th>
                  <td>{format.money(row.payment)}</td>
                  <td>{format.money(row.principal)}</td>
                  <td>{format.money(row.reward)}</td>
                  <td>{format.money(row.principalRemainder)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
