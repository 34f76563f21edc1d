import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { appConfig } from '../../../platform/config';
import { Button } from '../../../ui/Button';
import { LocaleLink } from '../../../ui/LocaleLink';
import { PageHeading } from '../../../ui/PageHeading';
import { useRegistrationSend, useScreen } from '../runtime';
import styles from './LivenessErrorScreen.module.css';
import frame from './Screen.module.css';
import { StepFrame } from './StepFrame';

function BranchLink({ children }: { children: ReactNode }) {
  return <LocaleLink to="/{-$locale}/info/contacts">{children}</LocaleLink>;
}

function LowSimilarity({ onRetry }: { onRetry(): void }) {
  const { phone, phoneHref } = appConfig.contacts;
  return (
    <>
      <PageHeading>
        <Trans>Фото не совпало с данными государственной базы</Trans>
      </PageHeading>
      <p className={frame.lead}>
        <Trans>
          Мы не смогли сопоставить ваше селфи с фотографией из государственной базы данных.
        </Trans>
      </p>
      <h2 className={styles.subheading}>
        <Trans>Что можно сделать</Trans>
      </h2>
      <ul className={frame.list}>
        <li>
          <Trans>Проверьте, правильно ли указан ИИН.</Trans>
        </li>
        <li>
          <Trans>
            Обновите страницу и сделайте селфи ещё раз: при хорошем освещении, без очков и головного
            убора.
          </Trans>
        </li>
        <li>
          <Trans>Если есть возможность, воспользуйтесь устройством с камерой получше.</Trans>
        </li>
      </ul>
      <Button block onClick={onRetry}>
        <Trans>Сделать селфи ещё раз</Trans>
      </Button>
      <p>
        <Trans>
          Не получается? Позвоните нам: <a href={phoneHref}>{phone}</a> или приходите в{' '}
          <BranchLink>ближайшее отделение</BranchLink>.
        </Trans>
      </p>
    </>
  );
}

function AlreadyFixing() {
  const { phone, phoneHref } = appConfig.contacts;
  return (
    <>
      <PageHeading>
        <Trans>Мы уже исправляем ошибку</Trans>
      </PageHeading>
      <p className={frame.lead}>
        <Trans>
          Проверка личности не завершилась из-за сбоя на нашей стороне. Мы уже над этим работаем.
        </Trans>
      </p>
      <h2 className={styles.subheading}>
        <Trans>Что можно сделать сейчас</Trans>
      </h2>
      <ul className={frame.list}>
        <li>
          <Trans>
            Попробуйте другое устройство: войдите с него по тому же номеру телефона, оформление
            продолжится.
          </Trans>
        </li>
        <li>
          <Trans>
            Позвоните в поддержку: <a href={phoneHref}>{phone}</a>.
          </Trans>
        </li>
        <li>
          <Trans>
            Обратитесь в <BranchLink>ближайшее отделение</BranchLink>.
          </Trans>
        </li>
      </ul>
    </>
  );
}

/**
 * /register/liveness-error (step liveness_failed): the server's identification error picks the
 * low-similarity screen (with a retry) or the 'we are already fixing it' screen (SPEC.md §2, §8).
 * While the reason is being fetched, only a status line shows.
 */
export function LivenessErrorScreen() {
  const { kind } = useScreen();
  const send = useRegistrationSend();
  return (
    <StepFrame>
      <div className={frame.screen}>
        {kind === 'lowSimilarity' ? (
          <LowSimilarity onRetry={() => send({ type: 'liveness.retry' })} />
        ) : kind === 'alreadyFixing' ? (
          <AlreadyFixing />
        ) : (
          <>
            <PageHeading>
              <Trans>Не удалось подтвердить личность</Trans>
            </PageHeading>
            <p role="status">
              <Trans>Уточняем причину…</Trans>
            </p>
          </>
        )}
      </div>
    </StepFrame>
  );
}
