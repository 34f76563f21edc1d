import { Trans } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { ErrorSummary, formStyles, type SummaryError } from '../forms';
import { WaitingForConnection } from './Offline';
import { ScreenHeading } from './ScreenHeading';
import styles from './Screen.module.css';
import { StepFrame } from './StepFrame';

interface FormScreenProps {
  title: ReactNode;
  lead: ReactNode;
  summary: readonly SummaryError[];
  focusKey: unknown;
  submitting: boolean;
  onSubmit: () => void;
  children: ReactNode;
  submitLabel?: ReactNode;
}

/** The frame of every registration form: heading, error summary, fields, one submit button. */
export function FormScreen(props: FormScreenProps) {
  const { title, lead, summary, focusKey, submitting, onSubmit, children, submitLabel } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <StepFrame>
      <div className={styles.screen}>
        <ScreenHeading>{title}</ScreenHeading>
        <p className={styles.lead}>{lead}</p>
        <ErrorSummary errors={summary} focusKey={focusKey} />
        <WaitingForConnection />
        <form className={formStyles.form} noValidate onSubmit={submit} aria-busy={submitting}>
          {children}
          <div className={formStyles.actions}>
            <Button type="submit" variant="primary" block aria-disabled={submitting}>
              {submitting ? <Trans>Отправляем…</Trans> : (submitLabel ?? <Trans>Продолжить</Trans>)}
            </Button>
            {submitting ? (
              <p className={styles.muted} role="status">
                <Trans>Отправляем данные, это может занять несколько секунд.</Trans>
              </p>
            ) : null}
          </div>
        </form>
      </div>
    </StepFrame>
  );
}
