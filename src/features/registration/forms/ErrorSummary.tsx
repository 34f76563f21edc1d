import { Trans } from '@lingui/react/macro';
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
 * GOV.UK error summary: at the top of the form, it takes focus when a submission fails, so a
 * screen reader reads the problems first; each one links to its field.
 */
export function ErrorSummary({ errors, focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, focusKey]);
  if (!shown) return null;
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} aria-labelledby="error-summary-title">
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
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
