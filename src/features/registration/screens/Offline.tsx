import { Trans } from '@lingui/react/macro';
import { isOffline } from '../../../../machines/registration';
import { Button } from '../../../ui/Button';
import { useRegistrationSelector, useRegistrationSend } from '../runtime';
import styles from './Screen.module.css';

/**
 * A submit that found no connection waits for it (the machine's `offline` tag): the applicant
 * is told so, with everything typed kept, and may try at once; once the browser is online the
 * machine sends it again by itself.
 */
export function WaitingForConnection() {
  const offline = useRegistrationSelector(isOffline);
  const send = useRegistrationSend();
  return (
    <div role="status">
      {offline ? (
        <div className={styles.notice}>
          <p>
            <Trans>
              Нет подключения к интернету. Ждём, когда оно появится, и отправим данные сами — всё,
              что вы ввели, сохранено.
            </Trans>
          </p>
          <Button variant="outline" onClick={() => send({ type: 'retry' })}>
            <Trans>Отправить сейчас</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
