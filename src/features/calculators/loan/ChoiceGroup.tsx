import { useId, type ReactNode } from 'react';
import styles from './LoanCalculator.module.css';

interface Choice<T> {
  value: T;
  label: ReactNode;
}

interface ChoiceGroupProps<T> {
  legend: ReactNode;
  choices: readonly Choice<T>[];
  selected: T;
  onSelect: (value: T) => void;
  disabled?: boolean;
}

/** A set of radio buttons shown as a segmented switch; arrows move between them natively. */
export function ChoiceGroup<T extends string | number>({
  legend,
  choices,
  selected,
  onSelect,
  disabled,
}: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={String(choice.value)} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={String(choice.value)}
              checked={choice.value === selected}
              onChange={() => onSelect(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
