import { Trans, useLingui } from '@lingui/react/macro';
import { isSigningReady } from '../../../../machines/registration';
import { useRegistrationSelector } from '../runtime';
import { WaitingScreen } from './WaitingScreen';

/** /register/signing-init-wait: the documents are prepared, then the signing page opens. */
export function SigningInitWaitScreen() {
  const { t } = useLingui();
  const ready = useRegistrationSelector(isSigningReady);
  return (
    <WaitingScreen
      title={t`Готовим документы к подписанию`}
      status={
        ready ? (
          <Trans>Документы готовы. Открываем страницу подписания…</Trans>
        ) : (
          <Trans>Формируем договор и заявление на заём…</Trans>
        )
      }
      detail={
        <Trans>
          Когда документы будут готовы, откроется страница подписания. После подписания вы вернётесь
          сюда.
        </Trans>
      }
    />
  );
}
