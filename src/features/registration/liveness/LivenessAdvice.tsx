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

interface AdviceText {
  title: ReactNode;
  body: ReactNode;
}

/** Most advice is a heading and one paragraph. */
const paragraph = (title: ReactNode, text: ReactNode): AdviceText => ({
  title,
  body: <p>{text}</p>,
});

/** The heading and the explanation for one advice. */
function adviceText(kind: Exclude<LivenessAdviceKind, 'unsupportedBrowser'>): AdviceText {
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
      return paragraph(
        <Trans>Браузер не даёт включить камеру</Trans>,
        <Trans>
          Так бывает, когда сайт открыт внутри другого приложения или браузер запрещает камеру
          настройками безопасности. Откройте сайт в Google Chrome или Safari и попробуйте ещё раз.
        </Trans>,
      );
    case 'inAppBrowser':
      return paragraph(
        <Trans>Откройте сайт в обычном браузере</Trans>,
        <Trans>
          Браузер этого приложения каждый раз заново спрашивает разрешение на камеру, и проверка не
          может пройти. Нажмите «⋮» или «…» в углу экрана и выберите «Открыть в браузере» — Google
          Chrome или Safari.
        </Trans>,
      );
    case 'noCamera':
      return paragraph(
        <Trans>Камера не найдена</Trans>,
        <Trans>
          На этом устройстве нет камеры или она отключена. Продолжите оформление на смартфоне с
          фронтальной камерой: войдите по тому же номеру телефона — введённые данные сохранятся.
        </Trans>,
      );
    case 'cameraBusy':
      return paragraph(
        <Trans>Камера занята или не отвечает</Trans>,
        <Trans>
          Закройте приложения, которые могут пользоваться камерой (видеозвонки, камера, сканеры), и
          попробуйте ещё раз. Если не поможет — перезапустите браузер.
        </Trans>,
      );
    case 'cameraUnsuitable':
      return paragraph(
        <Trans>Камера не подходит для проверки</Trans>,
        <Trans>
          Камера этого устройства не поддерживает нужный режим съёмки. Попробуйте ещё раз или
          продолжите на другом смартфоне: войдите по тому же номеру телефона.
        </Trans>,
      );
    case 'cameraInterrupted':
      return paragraph(
        <Trans>Камера выключилась во время проверки</Trans>,
        <Trans>
          Пока идёт проверка, не сворачивайте браузер, не блокируйте экран и не переключайтесь на
          другие приложения — это займёт несколько секунд.
        </Trans>,
      );
    case 'cameraStopped':
      return paragraph(
        <Trans>Проверка остановлена</Trans>,
        <Trans>Камера выключилась до того, как мы сделали снимок. Попробуйте ещё раз.</Trans>,
      );
    case 'pageNotReady':
      return paragraph(
        <Trans>Не удалось подготовить камеру</Trans>,
        <Trans>Страница загрузилась не полностью. Обновите её и попробуйте ещё раз.</Trans>,
      );
    case 'noConnection':
      return paragraph(
        <Trans>Нет связи с сервисом проверки</Trans>,
        <Trans>
          Проверьте интернет: включите мобильные данные или Wi-Fi — и попробуйте ещё раз.
        </Trans>,
      );
    case 'slowInternet':
      return paragraph(
        <Trans>Слишком медленный интернет</Trans>,
        <Trans>
          Для проверки нужна стабильная связь. Подключитесь к Wi-Fi или перейдите туда, где сигнал
          сильнее, и попробуйте ещё раз.
        </Trans>,
      );
    case 'serviceDown':
      return paragraph(
        <Trans>Сервис проверки временно не работает</Trans>,
        <Trans>Подождите несколько минут и попробуйте ещё раз.</Trans>,
      );
    case 'sessionRefused':
      return paragraph(
        <Trans>Сеанс проверки устарел</Trans>,
        <Trans>
          Попробуйте ещё раз. Если ошибка повторится, войдите заново по номеру телефона — оформление
          продолжится с этого шага.
        </Trans>,
      );
    case 'somethingWrong':
      return paragraph(
        <Trans>Что-то пошло не так</Trans>,
        <Trans>Обновите страницу и попробуйте ещё раз.</Trans>,
      );
  }
}

/**
 * What to do after a camera or provider error on the photo screen. Its heading takes focus so
 * the change is heard. The unsupported browser has no advice here: the registration machine
 * shows /badbrowser instead.
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
