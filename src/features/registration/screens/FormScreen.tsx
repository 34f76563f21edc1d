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
  /** The step's form (useStepForm): its error summary and whether it is being sent. */
  form: { summary: readonly SummaryError[]; focusKey: unknown; submitting: boolean };
  /** A submit pressed early waits for this load (issue 13): what the button says meanwhile. */
  waitingFor?: ReactNode;
  onSubmit: () => void;
  children: ReactNode;
  submitLabel?: ReactNode;
}

/**
 * The frame of every registration form: heading, error summary, fields, one submit button. The
 * button is busy, and says why, while the submission is in flight or waits for a load.
 */
export function FormScreen(props: FormScreenProps) {
  const { title, lead, form, waitingFor, onSubmit, children } = props;
  const { summary, focusKey, submitting } = form;
  const busy = submitting || Boolean(waitingFor);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  const label = submitting ? (
    <Trans>Отправляем…</Trans>
  ) : (
    (waitingFor ?? props.submitLabel ?? <Trans>Продолжить</Trans>)
  );
  return (
    <StepFrame>
      <div className={styles.screen}>
        <ScreenHeading>{title}</ScreenHeading>
        <p className={styles.lead}>{lead}</p>
        <ErrorSummary errors={summary} focusKey={focusKey} />
        <WaitingForConnection />
        <form className={formStyles.form} noValidate onSubmit={submit} aria-busy={busy}>
          {children}
          <div className={formStyles.actions}>
            <Button type="submit" variant="primary" block aria-disabled={busy}>
              {label}
            </Button>
            {submitting ? (
              <p className={styles.muted} role="status">
                <Trans>Отправляем данные, это может занять несколько секунд.</Trans>
              </p>
            ) : waitingFor ? (
              <p className={styles.muted} role="status">
                <Trans>Отправим данные, как только загрузится список.</Trans>
              </p>
            ) : null}
          </div>
        </form>
      </div>
    </StepFrame>
  );
}
