import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PaymentMethod } from '../../../finance/calculator';
import type { ProductId } from '../../../finance/products';
import { useHydrated } from '../../../ui/hydration';
import { AmountField } from './AmountField';
import { ChoiceGroup } from './ChoiceGroup';
import { LoanFiguresList } from './LoanFiguresList';
import { PaymentSchedule } from './PaymentSchedule';
import { useLoanFigures } from './result';
import { normalizeLoanValue, termsOf, type LoanCalculatorValue } from './value';
import styles from './LoanCalculator.module.css';

export interface LoanCalculatorProps {
  value: LoanCalculatorValue;
  /** Receives every change already within the product's limits and offered terms. */
  onChange: (value: LoanCalculatorValue) => void;
  /** YYYY-MM-DD the loan would be opened on; today in Almaty when omitted. */
  openDate?: string;
  /** Shown above the controls, e.g. the section's heading. */
  heading?: ReactNode;
  /** Shown under the figures, e.g. the button that takes the chosen amount further. */
  action?: ReactNode;
  /** The amount is applied for (the cabinet): out-of-limit amounts are refused, not clamped. */
  strictAmount?: boolean;
  /** Told whether the amount field holds an amount that can be used (with strictAmount). */
  onAmountValidity?: (valid: boolean) => void;
  /** The server's error about the amount applied for, tied to the amount field. */
  amountError?: string | null;
}

/**
 * The loan calculator as a controlled widget: product, amount, term and repayment method in,
 * figures and schedule out. Whoever renders it keeps the value (the home page in a cookie, the
 * cabinet in its own state).
 */
export function LoanCalculator({
  value,
  onChange,
  openDate,
  heading,
  action,
  strictAmount,
  onAmountValidity,
  amountError,
}: LoanCalculatorProps) {
  const { t } = useLingui();
  const figures = useLoanFigures(value, openDate);
  const disabled = !useHydrated();
  const change = (patch: Partial<LoanCalculatorValue>) =>
    onChange(normalizeLoanValue({ ...value, ...patch }));

  const products: { value: ProductId; label: string }[] = [
    { value: 'pdl', label: t`Краткосрочный` },
    { value: 'instalment', label: t`Ежемесячными платежами` },
  ];
  const methods: { value: PaymentMethod; label: string }[] = [
    { value: 'annuity', label: t`Равными платежами` },
    { value: 'equal', label: t`Равными долями долга` },
  ];
  const terms = termsOf(value.product).map((term) => ({ value: term, label: String(term) }));

  return (
    <div className={styles.calculator}>
      {heading}
      <div className={styles.controls}>
        <ChoiceGroup
          disabled={disabled}
          legend={<Trans>Вид займа</Trans>}
          choices={products}
          selected={value.product}
          onSelect={(product) => change({ product })}
        />
        <AmountField
          disabled={disabled}
          product={value.product}
          amount={value.amount}
          onAmount={(amount) => change({ amount })}
          {...(strictAmount ? { strict: true } : {})}
          {...(onAmountValidity ? { onValidity: onAmountValidity } : {})}
          serverError={amountError ?? null}
        />
        <ChoiceGroup
          disabled={disabled}
          legend={
            value.product === 'pdl' ? <Trans>Срок, дней</Trans> : <Trans>Срок, месяцев</Trans>
          }
          choices={terms}
          selected={value.term}
          onSelect={(term) => change({ term })}
        />
        {value.product === 'instalment' && (
          <ChoiceGroup
            disabled={disabled}
            legend={<Trans>Способ погашения</Trans>}
            choices={methods}
            selected={value.method}
            onSelect={(method) => change({ method })}
          />
        )}
      </div>
      <div className={styles.results}>
        <LoanFiguresList figures={figures} />
        {action}
        <PaymentSchedule figures={figures} disabled={disabled} />
      </div>
    </div>
  );
}
