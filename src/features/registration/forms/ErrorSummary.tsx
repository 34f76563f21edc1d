import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import styles from './Form.module.css';

export interface SummaryError {
  /** The id of the control the message is about (the link moves focus there). */
  id: string;
  message: string;
}

interface ErrorSummaryProps {
  errors: readonly SummaryError[];
  /** Changes on every submission that failed: the summary takes focus again. */
  focusKey: unknown;
}

/**
 * The name of the field a control belongs to, as its label (or its group's legend) shows it:
 * «Обязательное поле» three times says nothing until each names its field.
 */
function fieldName(id: string): string {
  const control = document.getElementById(id);
  if (!control) return '';
  const legend = control.closest('fieldset')?.querySelector('legend');
  const isGroup = control instanceof HTMLInputElement && control.type === 'radio';
  const label = isGroup ? legend : (control as HTMLInputElement).labels?.[0];
  return label?.textContent?.trim() ?? '';
}

/** «Номер мобильного телефона: Обязательное поле»: the summary shows up after a submit, when
 * the fields it names are on the page already. */
function linkText({ id, message }: SummaryError): string {
  const name = typeof document === 'undefined' ? '' : fieldName(id);
  return name ? `${name}: ${message}` : message;
}

/**
 * GOV.UK error summary: at the top of the form, it takes focus when a submission fails and is
 * announced as an alert, so a screen reader reads the problems first; each one names its field
 * and links to it. While it shows, the page title starts with «Ошибка:» (GOV.UK's pattern), so
 * the problem is heard even where the title is all that is read (WCAG 3.3.1, 4.1.3).
 */
export function ErrorSummary({ errors, focusKey }: ErrorSummaryProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, focusKey]);
  const prefix = t`Ошибка:`;
  useEffect(() => {
    if (!shown) return;
    const plain = document.title;
    document.title = `${prefix} ${plain}`;
    return () => {
      if (document.title === `${prefix} ${plain}`) document.title = plain;
    };
  }, [shown, prefix]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      className={styles.summary}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title" className={styles.summaryTitle}>
        <Trans>Исправьте, пожалуйста, ошибки</Trans>
      </h2>
      <ul className={styles.summaryList}>
        {errors.map((error) => (
          <li key={`${error.id}:${error.message}`}>
            <a
              href={`#${error.id}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(error.id)?.focus();
              }}
            >
              {linkText(error)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
