import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { useRegistrationSelector } from '../runtime';
import { ScreenHeading } from './ScreenHeading';
import styles from './Screen.module.css';
import { StepFrame } from './StepFrame';

/** How long the socket may take to come up before the applicant is told we check by polling. */
const NOTICE_DELAY_MS = 3000;

/** Realtime is down (or broke): the machine polls, and the applicant should know it still moves. */
function usePollingNotice(): boolean {
  const realtime = useRegistrationSelector((snapshot) => snapshot.context.realtime);
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (realtime === 'up') return undefined;
    const timer = setTimeout(() => setLate(true), NOTICE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [realtime]);
  return realtime === 'failed' || (realtime === 'down' && late);
}

export interface WaitingStage {
  key: string;
  label: ReactNode;
}

interface WaitingScreenProps {
  title: ReactNode;
  /** What is happening now; a live region announces every change of it. */
  status: ReactNode;
  /** A line on how long it takes and what comes next. */
  detail?: ReactNode;
  /** The stages of this wait, when it has several; `current` marks where the server is. */
  stages?: readonly WaitingStage[];
  current?: string | undefined;
}

/**
 * A screen where the applicant waits on the server: what is happening, a progress indicator,
 * a live region that announces each change, and the polling fallback notice when the realtime
 * connection is down. The machine moves on by itself; nothing here navigates.
 */
export function WaitingScreen({ title, status, detail, stages, current }: WaitingScreenProps) {
  const polling = usePollingNotice();
  const currentIndex = stages?.findIndex((stage) => stage.key === current) ?? -1;
  return (
    <StepFrame>
      <div className={styles.screen}>
        <ScreenHeading>{title}</ScreenHeading>
        <div className={styles.progress}>
          <span className={styles.spinner} aria-hidden="true" />
          <p className={styles.lead} role="status" aria-live="polite">
            {status}
          </p>
        </div>
        {stages ? (
          <ol className={styles.steps}>
            {stages.map((stage, index) => {
              const state =
                index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'pending';
              return (
                <li
                  key={stage.key}
                  className={
                    state === 'done'
                      ? styles.stepDone
                      : state === 'current'
                        ? styles.stepCurrent
                        : styles.stepPending
                  }
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  <span aria-hidden="true">
                    {state === 'done' ? '✓' : state === 'current' ? '●' : '○'}
                  </span>
                  {stage.label}
                  {/* The space outside the hidden text: read «…, готово», not glued to the label. */}{' '}
                  <span className="visually-hidden">
                    {state === 'done' ? (
                      <Trans>— готово</Trans>
                    ) : state === 'current' ? (
                      <Trans>— выполняется</Trans>
                    ) : (
                      <Trans>— впереди</Trans>
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
        ) : null}
        {detail ? <p className={styles.muted}>{detail}</p> : null}
        <p className={styles.muted}>
          <Trans>Не закрывайте страницу: она обновится сама, как только всё будет готово.</Trans>
        </p>
        {/* In the page from the start, so a reader hears the notice when it appears (4.1.3). */}
        <div role="status" className={styles.status}>
          {polling ? (
            <p className={styles.notice}>
              <Trans>
                Мгновенные обновления сейчас недоступны, поэтому мы сами проверяем статус каждые
                несколько секунд. Ожидание может занять чуть больше времени.
              </Trans>
            </p>
          ) : null}
        </div>
      </div>
    </StepFrame>
  );
}
