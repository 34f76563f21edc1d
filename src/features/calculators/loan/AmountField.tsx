import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { PRODUCTS, clampAmount, type ProductId } from '../../../finance/products';
import { calculatorFormat } from '../format';
import { checkTypedAmount, maskAmount, parseTypedAmount } from './amount';
import styles from './LoanCalculator.module.css';

const isOutOfRange = (checked: ReturnType<typeof checkTypedAmount>) =>
  checked !== null && 'outOfRange' in checked;

interface AmountFieldProps {
  product: ProductId;
  amount: number;
  onAmount: (amount: number) => void;
  /**
   * The amount is applied for, not only calculated (the cabinet): a typed amount outside the
   * product's limits is refused with a message instead of being brought within them.
   */
  strict?: boolean;
  /** Told whether what the field holds can be used (strict only). */
  onValidity?: (valid: boolean) => void;
  /** Until the app has taken the prerendered page over (ui/hydration.ts). */
  disabled?: boolean;
  /** The server's word on the amount (the cabinet's 422), shown as the field's own error. */
  serverError?: string | null;
}

/**
 * The amount as a typed field (digits, grouped by thousands as typed) and a slider, two ways to
 * one value. What is typed is kept as typed until the borrower leaves the field or presses
 * Enter; then it is put on the 500 ₸ step and, within the limits, used. Outside them the home
 * calculator brings it within; a strict field says so and keeps what was typed.
 */
export function AmountField({
  product,
  amount,
  onAmount,
  strict,
  onValidity,
  disabled,
  serverError,
}: AmountFieldProps) {
  const { t } = useLingui();
  const format = calculatorFormat();
  const labelId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [typedError, setError] = useState<string | null>(null);
  // What the field itself found first; the server's answer about the amount sent otherwise.
  const error = typedError ?? serverError ?? null;
  const { min, max, step } = PRODUCTS[product].amount;

  const minimum = format.tenge(min);
  const maximum = format.tenge(max);
  const stepText = format.tenge(step);

  const accept = (next: number) => {
    setError(null);
    onValidity?.(true);
    if (next !== amount) onAmount(next);
  };

  const commit = () => {
    if (typed === null) return;
    if (strict) {
      const checked = checkTypedAmount(product, typed);
      if (isOutOfRange(checked)) {
        setError(t`Введите сумму от ${minimum} до ${maximum}`);
        onValidity?.(false);
        return;
      }
      setTyped(null);
      accept(checked && 'amount' in checked ? checked.amount : amount);
      return;
    }
    const parsed = parseTypedAmount(product, typed);
    setTyped(null);
    if (parsed !== null && parsed !== amount) onAmount(parsed);
  };

  return (
    <div className={styles.amount}>
      <label id={labelId} htmlFor={inputId} className={styles.label}>
        <Trans>Сумма займа</Trans>
      </label>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.typed}>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          className={[styles.input, error ? styles.invalid : ''].filter(Boolean).join(' ')}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          value={typed ?? format.number(amount)}
          onChange={(event) => {
            const masked = maskAmount(event.target.value);
            setTyped(masked);
            // Known while typing, so a press on the cabinet's button right after is judged on
            // it; the message waits until the field is left.
            if (strict) onValidity?.(!isOutOfRange(checkTypedAmount(product, masked)));
          }}
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
          accept(clampAmount(product, Number(event.target.value)));
        }}
      />
      <p id={hintId} className={styles.hint}>
        {t`От ${minimum} до ${maximum}, шаг ${stepText}`}
      </p>
    </div>
  );
}
