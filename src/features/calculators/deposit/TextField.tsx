import { useId, type HTMLAttributes } from 'react';
import styles from './DepositCalculator.module.css';

interface TextFieldProps {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  type?: 'text' | 'date';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  disabled?: boolean;
}

/** A labelled input whose error message is tied to it for assistive technology. */
export function TextField({
  label,
  value,
  error,
  onChange,
  type = 'text',
  inputMode,
  disabled,
}: TextFieldProps) {
  const id = useId();
  const errorId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        autoComplete="off"
        disabled={disabled}
        className={styles.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
