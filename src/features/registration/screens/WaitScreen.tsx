import { Trans, useLingui } from '@lingui/react/macro';
import { useScreen } from '../runtime';
import { WaitingScreen } from './WaitingScreen';

/** /register/wait: the server fetches the applicant's data from state databases. */
export function WaitScreen() {
  const { t } = useLingui();
  const step = useScreen().step;
  const stages = [
    { key: 'waiting_external_personal', label: t`Получаем ваши данные из государственной базы` },
    { key: 'waiting_external_photo', label: t`Получаем фотографию из базы документов` },
    { key: 'client_creating', label: t`Создаём ваш профиль` },
  ];
  const status =
    step === 'waiting_external_photo' ? (
      <Trans>Данные получены. Теперь получаем фотографию из базы документов…</Trans>
    ) : step === 'client_creating' ? (
      <Trans>Фотография получена. Создаём ваш профиль…</Trans>
    ) : (
      <Trans>Получаем ваши данные из государственной базы…</Trans>
    );
  return (
    <WaitingScreen
      title={t`Обрабатываем данные`}
      status={status}
      stages={stages}
      current={step}
      detail={<Trans>Обычно это занимает меньше минуты.</Trans>}
    />
  );
}
