import { Field, type FieldFrame } from './Field';
import styles from './Form.module.css';

export interface SelectOption {
  value: string;
  text: string;
}

interface SelectFieldProps extends FieldFrame {
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A native select: the phone's own picker, fully keyboard and screen-reader friendly. */
export function SelectField({
  id,
  label,
  hint,
  error,
  value,
  options,
  onChange,
  disabled,
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          name={id}
          value={value}
          disabled={disabled}
          aria-required
          onChange={(event) => onChange(event.target.value)}
          className={styles.select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
