import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import type { LivenessErrorName } from '../../../../machines/liveness';
import { appConfig } from '../../../platform/config';
import { localizePath, type Locale } from '../../../platform/locale';
import { Button } from '../../../ui/Button';
import { useDevice } from '../../../ui/device';
import { adviceFor, cameraSettingsHelp, linksBadBrowser, type LivenessAdviceKind } from './advice';
import styles from './LivenessAdvice.module.css';

interface LivenessAdviceProps {
  errorName: LivenessErrorName;
  lang: Locale;
  onRetry(): void;
}

function CameraDeniedSteps() {
  const help = cameraSettingsHelp(useDevice());
  return (
    <>
      {help.includes('androidChrome') ? (
        <>
          <h3>
            <Trans>Android, Google Chrome</Trans>
          </h3>
          <ol>
            <li>
              <Trans>Нажмите на значок слева от адреса сайта.</Trans>
            </li>
            <li>
              <Trans>
                Откройте «Разрешения» и включите «Камера». Если такого пункта нет: «⋮» → «Настройки»
                → «Настройки сайтов» → «Камера», найдите этот сайт и выберите «Разрешить».
              </Trans>
            </li>
          </ol>
        </>
      ) : null}
      {help.includes('iphoneSafari') ? (
        <>
          <h3>
            <Trans>iPhone, Safari</Trans>
          </h3>
          <ol>
            <li>
              <Trans>
                Нажмите «аА» или значок настроек в адресной строке и выберите «Настройки веб-сайта».
              </Trans>
            </li>
            <li>
              <Trans>
                В пункте «Камера» выберите «Разрешить». Если пункта нет: «Настройки» iPhone →
                «Safari» → «Камера» → «Разрешить».
              </Trans>
            </li>
          </ol>
        </>
      ) : null}
      <p>
        <Trans>Затем вернитесь на эту страницу и нажмите «Попробовать ещё раз».</Trans>
      </p>
    </>
  );
}

/** The heading and the explanation for one advice. */
function adviceText(kind: Exclude<LivenessAdviceKind, 'unsupportedBrowser'>): {
  title: ReactNode;
  body: ReactNode;
} {
  switch (kind) {
    case 'cameraDenied':
      return {
        title: <Trans>Нет доступа к камере</Trans>,
        body: (
          <>
            <p>
              <Trans>
                Чтобы сделать селфи, разрешите сайту пользоваться камерой. Вот как это сделать:
              </Trans>
            </p>
            <CameraDeniedSteps />
          </>
        ),
      };
    case 'cameraBlocked':
      return {
        title: <Trans>Браузер не даёт включить камеру</Trans>,
        body: (
          <p>
            <Trans>
              Так бывает, когда сайт открыт внутри другого приложения или браузер запрещает камеру
              настройками безопасности. Откройте сайт в Google Chrome или Safari и попробуйте ещё
              раз.
            </Trans>
          </p>
        ),
      };
    case 'inAppBrowser':
      return {
        title: <Trans>Откройте сайт в обычном браузере</Trans>,
        body: (
          <p>
            <Trans>
              Браузер этого приложения каждый раз заново спрашивает разрешение на камеру, и проверка
              не может пройти. Нажмите «⋮» или «…» в углу экрана и выберите «Открыть в браузере» —
              Google Chrome или Safari.
            </Trans>
          </p>
        ),
      };
    case 'noCamera':
      return {
        title: <Trans>Камера не найдена</Trans>,
        body: (
          <p>
            <Trans>
              На этом устройстве нет камеры или она отключена. Продолжите оформление на смартфоне с
              фронтальной камерой: войдите по тому же номеру телефона — введённые данные сохранятся.
            </Trans>
          </p>
        ),
      };
    case 'cameraBusy':
      return {
        title: <Trans>Камера занята или не отвечает</Trans>,
        body: (
          <p>
            <Trans>
              Закройте приложения, которые могут пользоваться камерой (видеозвонки, камера,
              сканеры), и попробуйте ещё раз. Если не поможет — перезапустите браузер.
            </Trans>
          </p>
        ),
      };
    case 'cameraUnsuitable':
      return {
        title: <Trans>Камера не подходит для проверки</Trans>,
        body: (
          <p>
            <Trans>
              Камера этого устройства не поддерживает нужный режим съёмки. Попробуйте ещё раз или
              продолжите на другом смартфоне: войдите по тому же номеру телефона.
            </Trans>
          </p>
        ),
      };
    case 'cameraInterrupted':
      return {
        title: <Trans>Камера выключилась во время проверки</Trans>,
        body: (
          <p>
            <Trans>
              Пока идёт проверка, не сворачивайте браузер, не блокируйте экран и не переключайтесь
              на другие приложения — это займёт несколько секунд.
            </Trans>
          </p>
        ),
      };
    case 'cameraStopped':
      return {
        title: <Trans>Проверка остановлена</Trans>,
        body: (
          <p>
            <Trans>Камера выключилась до того, как мы сделали снимок. Попробуйте ещё раз.</Trans>
          </p>
        ),
      };
    case 'pageNotReady':
      return {
        title: <Trans>Не удалось подготовить камеру</Trans>,
        body: (
          <p>
            <Trans>Страница загрузилась не полностью. Обновите её и попробуйте ещё раз.</Trans>
          </p>
        ),
      };
    case 'noConnection':
      return {
        title: <Trans>Нет связи с сервисом проверки</Trans>,
        body: (
          <p>
            <Trans>
              Проверьте интернет: включите мобильные данные или Wi-Fi — и попробуйте ещё раз.
            </Trans>
          </p>
        ),
      };
    case 'slowInternet':
      return {
        title: <Trans>Слишком медленный интернет</Trans>,
        body: (
          <p>
            <Trans>
              Для проверки нужна стабильная связь. Подключитесь к Wi-Fi или перейдите туда, где
              сигнал сильнее, и попробуйте ещё раз.
            </Trans>
          </p>
        ),
      };
    case 'serviceDown':
      return {
        title: <Trans>Сервис проверки временно не работает</Trans>,
        body: (
          <p>
            <Trans>Подождите несколько минут и попробуйте ещё раз.</Trans>
          </p>
        ),
      };
    case 'sessionRefused':
      return {
        title: <Trans>Сеанс проверки устарел</Trans>,
        body: (
          <p>
            <Trans>
              Попробуйте ещё раз. Если ошибка повторится, войдите заново по номеру телефона —
              оформление продолжится с этого шага.
            </Trans>
          </p>
        ),
      };
    case 'somethingWrong':
      return {
        title: <Trans>Что-то пошло не так</Trans>,
        body: (
          <p>
            <Trans>Обновите страницу и попробуйте ещё раз.</Trans>
          </p>
        ),
      };
  }
}

/**
 * What to do after a camera or provider error on the photo screen. Its heading takes focus so
 * the change is heard. The unsupported browser has no advice here: the screen sends the
 * applicant to /badbrowser instead.
 */
export function LivenessAdvice({ errorName, lang, onRetry }: LivenessAdviceProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const kind = adviceFor(errorName);
  useEffect(() => {
    heading.current?.focus();
  }, [errorName]);
  if (kind === 'unsupportedBrowser') return null;
  const { title, body } = adviceText(kind);
  const { phone, phoneHref } = appConfig.contacts;

  return (
    <section
      className={styles.advice}
      aria-labelledby="liveness-advice-heading"
      data-advice={kind}
      data-error-name={errorName}
    >
      <h2 id="liveness-advice-heading" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {body}
      <div className={styles.actions}>
        <Button block onClick={onRetry}>
          <Trans>Попробовать ещё раз</Trans>
        </Button>
        {linksBadBrowser(kind) ? (
          <a href={localizePath('/badbrowser', lang)} className={styles.link}>
            <Trans>Как открыть сайт в другом браузере</Trans>
          </a>
        ) : null}
      </div>
      <p>
        <Trans>
          Не получается? Позвоните нам: <a href={phoneHref}>{phone}</a> — поможем закончить
          оформление.
        </Trans>
      </p>
    </section>
  );
}
