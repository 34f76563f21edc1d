import { Trans, useLingui } from '@lingui/react/macro';
import { WaitingScreen } from './WaitingScreen';

/** /register/liveness-waiting-results: the photo is compared with the state database. */
export function LivenessWaitingResultsScreen() {
  const { t } = useLingui();
  return (
    <WaitingScreen
      title={t`Проверяем фотографию`}
      status={<Trans>Сравниваем ваше фото с фотографией из государственной базы…</Trans>}
      detail={
        <Trans>Обычно это занимает до минуты. Затем подготовим документы к подписанию.</Trans>
      }
    />
  );
}
