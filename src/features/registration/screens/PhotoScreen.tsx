import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { cameraError, isCameraOn, isHandoffOpen } from '../../../../machines/registration';
import { Button } from '../../../ui/Button';
import { useLocale } from '../../../ui/locale';
import { PageHeading } from '../../../ui/PageHeading';
import { PhoneHandoff } from '../handoff/PhoneHandoff';
import { LivenessAdvice } from '../liveness/LivenessAdvice';
import { LivenessCamera } from '../liveness/LivenessCamera';
import { useCamera, useRegistrationSelector, useRegistrationSend } from '../runtime';
import frame from './Screen.module.css';
import { StepFrame } from './StepFrame';

/** Where focus goes after the applicant switched between the tips and the offer. */
type Moved = 'toOffer' | 'toTips' | null;

/**
 * /register/photo (step verigram): tips, then the camera while the registration machine runs
 * the liveness session; a camera or provider error shows what to do and a retry (a browser that
 * cannot run the check is the machine's move to /badbrowser). The offer to take the selfie on a
 * phone shows while the machine has it open (a computer starts there; any device after a
 * camera error, or on asking). The screen only shows what the machine says and sends the
 * applicant's choices.
 */
export function PhotoScreen() {
  const locale = useLocale();
  const send = useRegistrationSend();
  const camera = useCamera();
  const errorName = useRegistrationSelector(cameraError);
  const cameraOn = useRegistrationSelector(isCameraOn);
  const handoff = useRegistrationSelector(isHandoffOpen);
  const [moved, setMoved] = useState<Moved>(null);

  const lead = (
    <p className={frame.lead}>
      <Trans>
        Мы сравним ваше селфи с фотографией из государственной базы данных. Это займёт несколько
        секунд.
      </Trans>
    </p>
  );

  return (
    <StepFrame>
      <div className={frame.screen}>
        <PageHeading>
          <Trans>Селфи для проверки личности</Trans>
        </PageHeading>
        {errorName ? (
          <>
            <LivenessAdvice
              errorName={errorName}
              lang={locale}
              onRetry={() => send({ type: 'liveness.retry' })}
            />
            {handoff ? <PhoneHandoff besideAdvice /> : null}
          </>
        ) : cameraOn ? (
          <LivenessCamera camera={camera} onStop={() => send({ type: 'liveness.cancel' })} />
        ) : handoff ? (
          <>
            {lead}
            <PhoneHandoff
              focus={moved === 'toOffer'}
              onClose={() => {
                setMoved('toTips');
                send({ type: 'handoff.close' });
              }}
            />
          </>
        ) : (
          <>
            {lead}
            <SelfieTips
              focus={moved === 'toTips'}
              onStart={() => send({ type: 'liveness.start' })}
              onElsewhere={() => {
                setMoved('toOffer');
                send({ type: 'handoff.open' });
              }}
            />
          </>
        )}
      </div>
    </StepFrame>
  );
}

/** How to take a good selfie here, the camera's button, and the way to another device. */
function SelfieTips({
  focus,
  onStart,
  onElsewhere,
}: {
  /** Back from the offer: the camera's button takes the focus the offer's button had. */
  focus: boolean;
  onStart: () => void;
  onElsewhere: () => void;
}) {
  const start = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) start.current?.focus();
  }, [focus]);
  return (
    <>
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
      <Button block ref={start} onClick={onStart}>
        <Trans>Включить камеру</Trans>
      </Button>
      <button type="button" className={frame.linkButton} onClick={onElsewhere}>
        <Trans>Нет камеры? Сделать селфи на телефоне</Trans>
      </button>
    </>
  );
}
