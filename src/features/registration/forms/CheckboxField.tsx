import { describedBy, frameClass, HintAndError, type FieldFrame } from './Field';
import styles from './Form.module.css';

interface CheckboxFieldProps extends FieldFrame {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Ticking it is needed (the default), as a text field's `required`. */
  required?: boolean;
}

/**
 * One statement to agree with: its hint and error above, then the box with the statement as its
 * label beside it (a large target: the label ticks the box too).
 */
export function CheckboxField({
  id,
  label,
  hint,
  error,
  checked,
  onChange,
  required = true,
}: CheckboxFieldProps) {
  return (
    <div className={frameClass(styles.field, error)}>
      <HintAndError id={id} hint={hint} error={error} />
      <div className={styles.checkbox}>
        <input
          type="checkbox"
          id={id}
          name={id}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
    </div>
  );
}
