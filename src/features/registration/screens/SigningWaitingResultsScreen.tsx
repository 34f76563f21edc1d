import { Trans, useLingui } from '@lingui/react/macro';
import { WaitingScreen } from './WaitingScreen';

/** /register/signing-waiting-results: back from the signing page, the outcome is confirmed. */
export function SigningWaitingResultsScreen() {
  const { t } = useLingui();
  return (
    <WaitingScreen
      title={t`Проверяем подпись`}
      status={<Trans>Получаем подтверждение подписи документов…</Trans>}
      detail={<Trans>Осталось немного: после проверки откроется личный кабинет.</Trans>}
    />
  );
}
