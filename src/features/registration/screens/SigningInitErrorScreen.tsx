import { Trans } from '@lingui/react/macro';
import { isBusy } from '../../../../machines/registration';
import { appConfig } from '../../../platform/config';
import { Button } from '../../../ui/Button';
import { useRegistrationSelector, useRegistrationSend } from '../runtime';
import { ScreenHeading } from './ScreenHeading';
import styles from './Screen.module.css';
import { StepFrame } from './StepFrame';

/** /register/signing-init-error: signing did not start or was declined; it can be repeated. */
export function SigningInitErrorScreen() {
  const send = useRegistrationSend();
  const repeating = useRegistrationSelector(isBusy);
  const { phone, phoneHref } = appConfig.contacts;
  return (
    <StepFrame>
      <div className={styles.screen}>
        <ScreenHeading>
          <Trans>Документы не подписаны</Trans>
        </ScreenHeading>
        <p className={styles.lead}>
          <Trans>
            Подписание не состоялось: страница подписания не открылась или подпись была отклонена.
            Ваши данные сохранены — можно подписать документы ещё раз.
          </Trans>
        </p>
        <Button
          variant="primary"
          block
          aria-disabled={repeating}
          onClick={() => !repeating && send({ type: 'signing.repeat' })}
        >
          {repeating ? <Trans>Готовим документы заново…</Trans> : <Trans>Подписать ещё раз</Trans>}
        </Button>
        {/* In the page before it speaks: a live region added with its text is often not read. */}
        <p className={`${styles.muted} ${styles.status}`} role="status">
          {repeating ? <Trans>Готовим документы к подписанию заново…</Trans> : null}
        </p>
        <p className={styles.muted}>
          <Trans>
            Если не получается, позвоните в поддержку: <a href={phoneHref}>{phone}</a>
          </Trans>
        </p>
      </div>
    </StepFrame>
  );
}
