import type { ReactNode } from 'react';
import { describedBy, errorId, frameClass, HintAndError, hintId, type FieldFrame } from './Field';
import styles from './Form.module.css';

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
  /** A line under the label that explains what choosing it means. */
  hint?: ReactNode;
}

interface RadioGroupProps<T extends string> extends Omit<FieldFrame, 'label'> {
  /** The group's id; the first radio gets it too, so an error summary link lands on it. */
  id: string;
  legend: ReactNode;
  value: T | undefined;
  options: readonly RadioOption<T>[];
  onChange: (value: T) => void;
  inline?: boolean;
  /** An answer is needed (the default), as a text field's `required`. */
  required?: boolean;
}

/** A question with explained answers: fieldset, legend, hint and error tied together. */
export function RadioGroup<T extends string>({
  id,
  legend,
  hint,
  error,
  value,
  options,
  onChange,
  inline = false,
  required = true,
}: RadioGroupProps<T>) {
  return (
    <fieldset
      className={frameClass(styles.fieldset, error)}
      // A radio group that says it needs an answer, as the text fields say they need a value:
      // heard without it, a question sounds optional. ARIA puts the state on the group, not on
      // a radio; ARIA in HTML allows a fieldset to be the radiogroup.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
      role="radiogroup"
      aria-required={required}
      aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
    >
      <legend className={styles.legend}>{legend}</legend>
      <HintAndError id={id} hint={hint} error={error} blockHint />
      <div className={inline ? styles.radiosInline : styles.radios}>
        {options.map((option, index) => {
          const radioId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <div key={option.value} className={styles.radio}>
              <input
                type="radio"
                id={radioId}
                name={id}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                // Each answer carries the question's error too: a screen reader moving through
                // the answers hears it, not only on entering the group (WCAG 3.3.1).
                aria-describedby={
                  [option.hint ? hintId(radioId) : '', error ? errorId(id) : '']
                    .filter(Boolean)
                    .join(' ') || undefined
                }
              />
              <label htmlFor={radioId}>{option.label}</label>
              {option.hint ? (
                <p id={hintId(radioId)} className={styles.radioHint}>
                  {option.hint}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
