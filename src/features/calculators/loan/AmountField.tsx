import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { PRODUCTS, clampAmount, type ProductId } from '../../../finance/products';
import { calculatorFormat } from '../format';
import { parseTypedAmount } from './amount';
import styles from './LoanCalculator.module.css';

interface AmountFieldProps {
  product: ProductId;
  amount: number;
  onAmount: (amount: number) => void;
  disabled?: boolean;
}

/**
 * The amount as a typed field and a slider, two ways to one value. What is typed is kept as
 * typed until the borrower leaves the field or presses Enter; then it is brought within the
 * limits and onto the 500 ₸ step, and the field shows the amount actually used.
 */
export function AmountField({ product, amount, onAmount, disabled }: AmountFieldProps) {
  const { t } = useLingui();
  const format = calculatorFormat();
  const labelId = useId();
  const inputId = useId();
  const hintId = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const { min, max, step } = PRODUCTS[product].amount;

  const commit = () => {
    if (typed === null) return;
    const parsed = parseTypedAmount(product, typed);
    setTyped(null);
    if (parsed !== null && parsed !== amount) onAmount(parsed);
  };

  const minimum = format.tenge(min);
  const maximum = format.tenge(max);
  const stepText = format.tenge(step);

  return (
    <div className={styles.amount}>
      <label id={labelId} htmlFor={inputId} className={styles.label}>
        <Trans>Сумма займа</Trans>
      </label>
      <div className={styles.typed}>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          className={styles.input}
          aria-describedby={hintId}
          value={typed ?? format.number(amount)}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            commit();
          }}
        />
        <span className={styles.currency} aria-hidden="true">
          ₸
        </span>
      </div>
      <input
        type="range"
        disabled={disabled}
        className={styles.slider}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        aria-valuetext={format.tenge(amount)}
        min={min}
        max={max}
        step={step}
        value={amount}
        onChange={(event) => {
          setTyped(null);
          onAmount(clampAmount(product, Number(event.target.value)));
        }}
      />
      <p id={hintId} className={styles.hint}>
        {t`От ${minimum} до ${maximum}, шаг ${stepText}`}
      </p>
    </div>
  );
}
