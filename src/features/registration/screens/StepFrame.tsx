import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { useRegistrationSend, useScreen } from '../runtime';
import { FailureText } from './failure-words';
import { ScreenHeading } from './ScreenHeading';
import styles from './Screen.module.css';

/**
 * Every registration screen sits in this frame: while the flow asks the server where the
 * applicant is it shows that, and after a lost connection or a call with no answer in time it
 * offers to try again. The fatal error page is the runtime's (SPEC.md §2). A screen that already
 * says it is opening the flow (the login page, logged in) shows itself while it boots: the same
 * elements then stay when the step comes, instead of a heading that takes focus and goes.
 */
export function StepFrame({
  children,
  booting = <Booting />,
}: {
  children: ReactNode;
  booting?: ReactNode;
}) {
  const kind = useScreen().kind;
  if (kind === 'booting') return booting;
  if (kind === 'networkFailed') return <NetworkFailed />;
  if (kind === 'timedOut') return <TimedOut />;
  return children;
}

function Booting() {
  return (
    <div className={styles.screen}>
      <PageHeading>
        <Trans>Загружаем вашу анкету</Trans>
      </PageHeading>
      <div className={styles.progress} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.muted}>
          <Trans>Узнаём у сервера, на каком шаге вы остановились.</Trans>
        </p>
      </div>
    </div>
  );
}

function NetworkFailed() {
  return (
    <RetryScreen title={<Trans>Нет связи с сервером</Trans>}>
      <FailureText kind="network" />
    </RetryScreen>
  );
}

function TimedOut() {
  return (
    <RetryScreen title={<Trans>Сервер не ответил вовремя</Trans>}>
      <FailureText kind="timeout" />
    </RetryScreen>
  );
}

/** A screen that says why the flow stopped and asks the server for the step again. */
function RetryScreen({ title, children }: { title: ReactNode; children: ReactNode }) {
  const send = useRegistrationSend();
  return (
    <div className={styles.screen}>
      <ScreenHeading>{title}</ScreenHeading>
      <p className={styles.lead}>{children}</p>
      <Button variant="secondary" block onClick={() => send({ type: 'retry' })}>
        <Trans>Попробовать ещё раз</Trans>
      </Button>
    </div>
  );
}
