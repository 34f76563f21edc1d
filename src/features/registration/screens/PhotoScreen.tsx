import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import type { LivenessOutput } from '../../../../machines/liveness';
import { cameraError } from '../../../../machines/registration';
import { appConfig } from '../../../platform/config';
import { Button } from '../../../ui/Button';
import { localeParams, useLocale } from '../../../ui/locale';
import { PageHeading } from '../../../ui/PageHeading';
import { sendsToBadBrowser } from '../liveness/advice';
import { HINT_MESSAGES } from '../liveness/hints';
import { LivenessAdvice } from '../liveness/LivenessAdvice';
import { LivenessCamera } from '../liveness/LivenessCamera';
import { chooseLivenessMode, createProvider } from '../liveness/select-provider';
import { useRegistrationQueries, useRegistrationSelector, useRegistrationSend } from '../runtime';
import frame from './Screen.module.css';
import { StepFrame } from './StepFrame';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * /register/photo (step verigram): tips, then the liveness camera; a camera or provider error
 * shows what to do and a retry. The flow moves on when the registration machine hears
 * `liveness.succeeded`; the server already has the result from the provider.
 */
export function PhotoScreen() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const send = useRegistrationSend();
  const queries = useRegistrationQueries();
  const errorName = useRegistrationSelector(cameraError);
  const [started, setStarted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [{ provider }] = useState(() =>
    createProvider(
      chooseLivenessMode({
        search: window.location.search,
        storage: tabStorage(),
        isProduction: appConfig.isProduction,
      }),
      {
        scriptUrl: appConfig.livenessScriptUrl,
        hintText: (hint) => i18n._(HINT_MESSAGES[hint]),
      },
    ),
  );
  const token = useCallback(() => queries.token(), [queries]);

  const onOutcome = useCallback(
    (outcome: LivenessOutput) =>
      send(
        outcome.kind === 'success'
          ? { type: 'liveness.succeeded' }
          : { type: 'liveness.failed', errorName: outcome.errorName },
      ),
    [send],
  );

  const retry = () => {
    send({ type: 'liveness.retry' });
    setAttempt((count) => count + 1);
  };

  useEffect(() => {
    if (errorName && sendsToBadBrowser(errorName)) {
      void navigate({ to: '/{-$locale}/badbrowser', params: localeParams(locale), replace: true });
    }
  }, [errorName, locale, navigate]);

  return (
    <StepFrame>
      <div className={frame.screen}>
        <PageHeading>
          <Trans>Селфи для проверки личности</Trans>
        </PageHeading>
        {errorName ? (
          <LivenessAdvice errorName={errorName} lang={locale} onRetry={retry} />
        ) : started ? (
          <LivenessCamera
            key={attempt}
            provider={provider}
            apiBase={appConfig.apiBaseUrl}
            token={token}
            lang={locale}
            onOutcome={onOutcome}
          />
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
            <Button block onClick={() => setStarted(true)}>
              <Trans>Включить камеру</Trans>
            </Button>
          </>
        )}
      </div>
    </StepFrame>
  );
}
