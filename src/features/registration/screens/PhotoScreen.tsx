import { Trans } from '@lingui/react/macro';
import { cameraError, isCameraOn } from '../../../../machines/registration';
import { Button } from '../../../ui/Button';
import { useLocale } from '../../../ui/locale';
import { PageHeading } from '../../../ui/PageHeading';
import { LivenessAdvice } from '../liveness/LivenessAdvice';
import { LivenessCamera } from '../liveness/LivenessCamera';
import { useCamera, useRegistrationSelector, useRegistrationSend } from '../runtime';
import frame from './Screen.module.css';
import { StepFrame } from './StepFrame';

/**
 * /register/photo (step verigram): tips, then the camera while the registration machine runs
 * the liveness session; a camera or provider error shows what to do and a retry (a browser that
 * cannot run the check is the machine's move to /badbrowser). The screen only shows what the
 * machine says and sends the applicant's choices.
 */
export function PhotoScreen() {
  const locale = useLocale();
  const send = useRegistrationSend();
  const camera = useCamera();
  const errorName = useRegistrationSelector(cameraError);
  const cameraOn = useRegistrationSelector(isCameraOn);

  return (
    <StepFrame>
      <div className={frame.screen}>
        <PageHeading>
          <Trans>Селфи для проверки личности</Trans>
        </PageHeading>
        {errorName ? (
          <LivenessAdvice
            errorName={errorName}
            lang={locale}
            onRetry={() => send({ type: 'liveness.retry' })}
          />
        ) : cameraOn ? (
          <LivenessCamera camera={camera} onStop={() => send({ type: 'liveness.cancel' })} />
        ) : (
          <>
            <p className={frame.lead}>
              <Trans>
                Мы сравним ваше селфи с фотографией из государственной базы данных. Это займёт
                несколько секунд.
              </Trans>
            </p>
            <ul className={frame.list}>
              <li>
                <Trans>Встаньте в хорошо освещённом месте, свет должен падать на лицо.</Trans>
              </li>
              <li>
                <Trans>Снимите очки и головной убор.</Trans>
              </li>
              <li>
                <Trans>Держите телефон на уровне глаз.</Trans>
              </li>
            </ul>
            <p>
              <Trans>Браузер спросит разрешение на камеру — нажмите «Разрешить».</Trans>
            </p>
            <Button block onClick={() => send({ type: 'liveness.start' })}>
              <Trans>Включить камеру</Trans>
            </Button>
          </>
        )}
      </div>
    </StepFrame>
  );
}
