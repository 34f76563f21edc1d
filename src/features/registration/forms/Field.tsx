import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './Form.module.css';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** What every field shows around its control: its label, an optional hint and an error. */
export interface FieldFrame {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

interface FieldProps extends FieldFrame {
  children: (control: ControlProps) => ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The ids a control or fieldset is described by: its hint, then its error. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * The error under a field's label, read with the field (aria-describedby) as «Ошибка: …». The
 * space stays outside the hidden prefix: inside it, it is trimmed away with the prefix's box and
 * a screen reader gets «Ошибка:Обязательное поле» as one word.
 */
export function ErrorMessage({ id, error }: { id: string; error: string }) {
  return (
    <p id={errorId(id)} className={styles.error}>
      <span className="visually-hidden">
        <Trans>Ошибка:</Trans>
      </span>{' '}
      {error}
    </p>
  );
}

/** A field's or a fieldset's class: red-ruled while it has an error. */
export const frameClass = (base: string | undefined, error: string | undefined) =>
  [base, error ? styles.invalid : ''].filter(Boolean).join(' ');

/**
 * The hint, then the error, between a label (or legend) and the control, with the ids
 * describedBy names. A hint that holds blocks (a list) is a div.
 */
export function HintAndError({
  id,
  hint,
  error,
  blockHint = false,
}: Pick<FieldFrame, 'id' | 'hint' | 'error'> & { blockHint?: boolean }) {
  const Hint = blockHint ? 'div' : 'p';
  return (
    <>
      {hint ? (
        <Hint id={hintId(id)} className={styles.hint}>
          {hint}
        </Hint>
      ) : null}
      {error ? <ErrorMessage id={id} error={error} /> : null}
    </>
  );
}

/** One labelled control, GOV.UK style: label, hint, error above the control. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  const describedby = describedBy(id, Boolean(hint), Boolean(error));
  return (
    <div className={frameClass(styles.field, error)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <HintAndError id={id} hint={hint} error={error} />
      {children({
        id,
        ...(describedby ? { 'aria-describedby': describedby } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
    </div>
  );
}
