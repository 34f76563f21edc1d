import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './Form.module.css';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The ids a control or fieldset is described by: its hint, then its error. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined;
}

export function ErrorMessage({ id, error }: { id: string; error: string }) {
  return (
    <p id={errorId(id)} className={styles.error}>
      <span className="visually-hidden">
        <Trans>Ошибка:</Trans>{' '}
      </span>
      {error}
    </p>
  );
}

/** One labelled control, GOV.UK style: label, hint, error above the control. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  const describedby = describedBy(id, Boolean(hint), Boolean(error));
  return (
    <div className={[styles.field, error ? styles.invalid : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId(id)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? <ErrorMessage id={id} error={error} /> : null}
      {children({
        id,
        ...(describedby ? { 'aria-describedby': describedby } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
    </div>
  );
}
