import { Trans, useLingui } from '@lingui/react/macro';
import { appConfig } from '../../platform/config';
import { localizePath } from '../../platform/locale';
import { useDevice } from '../../ui/device';
import { useBrowserValue } from '../../ui/hydration';
import { useLocale } from '../../ui/locale';
import { PageHeading } from '../../ui/PageHeading';
import styles from './BadBrowserPage.module.css';
import { Checklist } from './parts/Checklist';
import { CopyLink } from '../../ui/CopyLink';
import { Section } from './parts/Section';
import { Cards } from './parts/Cards';
import { suitableBrowsers, type SuitableBrowser } from './suitable-browsers';

/**
 * Shown when the browser cannot run the liveness camera (layout auth: a narrow column). The
 * browsers it suggests are those of the visitor's device.
 */
export function BadBrowserPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { contacts, brand } = appConfig;
  const device = useDevice();
  const browserNames: Record<SuitableBrowser, string> = {
    chrome: t`Google Chrome последней версии — на Android и на компьютере`,
    samsung: t`Samsung Internet — на смартфонах Samsung`,
    safari: t`Safari — на iPhone и iPad с iOS 15 или новее`,
    firefox: t`Mozilla Firefox последней версии`,
  };
  const origin = useBrowserValue(() => window.location.origin, appConfig.siteOrigin);
  const loginUrl = `${origin}${localizePath('/login', locale)}`;

  return (
    <div className={styles.page}>
      <div>
        <PageHeading>
          <Trans>Браузер не поддерживается</Trans>
        </PageHeading>
        <p className={styles.lead}>
          <Trans>
            Для проверки личности нужно сделать селфи, а этот браузер не может включить камеру.
            Откройте ссылку в одном из браузеров ниже и войдите по номеру телефона — оформление
            продолжится.
          </Trans>
        </p>
      </div>

      <Section title={t`Подходящие браузеры`}>
        <Checklist items={suitableBrowsers(device).map((browser) => browserNames[browser])} />
      </Section>

      <Section title={t`Как открыть ссылку в другом браузере`}>
        <Cards
          variant="steps"
          cards={[
            {
              title: t`Сайт открылся внутри приложения?`,
              text: (
                <p>
                  <Trans>
                    В Instagram, Facebook, Telegram или WhatsApp нажмите «⋮» или «…» в углу экрана и
                    выберите «Открыть в браузере» — или «Открыть в Chrome», «Открыть в Safari».
                  </Trans>
                </p>
              ),
            },
            {
              title: t`Или скопируйте ссылку`,
              text: (
                <>
                  <p>
                    <Trans>
                      Откройте подходящий браузер, вставьте ссылку в адресную строку и перейдите по
                      ней.
                    </Trans>
                  </p>
                  <CopyLink
                    url={loginUrl}
                    words={{
                      copy: <Trans>Скопировать ссылку</Trans>,
                      copied: t`Ссылка скопирована.`,
                      failed: t`Не удалось скопировать — выделите адрес выше и скопируйте его вручную.`,
                    }}
                  />
                </>
              ),
            },
            {
              title: t`Разрешите доступ к камере`,
              text: (
                <p>
                  <Trans>
                    Когда браузер спросит, разрешите сайту {brand} пользоваться камерой. Если раньше
                    вы запретили доступ, включите его в настройках браузера.
                  </Trans>
                </p>
              ),
            },
          ]}
        />
      </Section>

      <p>
        <Trans>
          Не получается? Позвоните нам: <a href={contacts.phoneHref}>{contacts.phone}</a> — поможем
          закончить оформление.
        </Trans>
      </p>
    </div>
  );
}
