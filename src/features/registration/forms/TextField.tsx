import type { FactoryOpts } from 'imask';
import type { InputHTMLAttributes } from 'react';
import { Field, type FieldFrame } from './Field';
import styles from './Form.module.css';
import { MaskedInput } from './MaskedInput';

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'autoComplete'
  | 'inputMode'
  | 'type'
  | 'placeholder'
  | 'maxLength'
  | 'spellCheck'
  | 'autoCapitalize'
>;

export interface TextFieldProps extends InputAttributes, FieldFrame {
  value: string;
  onChange: (value: string) => void;
  /** With a mask, `value` is the unmasked value. */
  mask?: FactoryOpts;
  required?: boolean;
  className?: string;
}

export function TextField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  mask,
  required = true,
  className,
  ...attributes
}: TextFieldProps) {
  const inputClass = [styles.input, className].filter(Boolean).join(' ');
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) =>
        mask ? (
          <MaskedInput
            {...control}
            {...attributes}
            name={id}
            mask={mask}
            value={value}
            onValueChange={onChange}
            aria-required={required || undefined}
            className={inputClass}
          />
        ) : (
          <input
            {...control}
            {...attributes}
            name={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-required={required || undefined}
            className={inputClass}
          />
        )
      }
    </Field>
  );
}
