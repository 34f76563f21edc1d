import { useLingui } from '@lingui/react/macro';
import { appConfig } from '../../platform/config';
import { buttonClass } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { useBrowserValue } from '../../ui/hydration';
import { LocaleLink } from '../../ui/LocaleLink';
import styles from './Footer.module.css';
import { SocialIcon, type SocialNetwork } from './SocialIcon';

function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

const currentYear = () => new Date().getFullYear();
// The year the pages were prerendered in: across New Year the hydrating render still matches.
const buildYear = Number(appConfig.buildDate.slice(0, 4));

export function Footer() {
  const { t } = useLingui();
  const { contacts, social, brand } = appConfig;
  const licence = appConfig.licenceNumber;
  const year = useBrowserValue(currentYear, buildYear);
  const networks: { network: SocialNetwork; href: string; label: string }[] = [
    { network: 'instagram', href: social.instagram, label: 'Instagram' },
    { network: 'facebook', href: social.facebook, label: 'Facebook' },
    { network: 'vk', href: social.vk, label: t`ВКонтакте` },
    { network: 'telegram', href: social.telegram, label: 'Telegram' },
  ];

  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.grid}>
          <div className={styles.actions}>
            <LocaleLink to="/{-$locale}/login" className={buttonClass('primary')}>
              {t`Получить деньги`}
            </LocaleLink>
            <a className={styles.contact} href={contacts.phoneHref}>
              {contacts.phone}
            </a>
            <a className={styles.contact} href={contacts.emailHref}>
              {contacts.email}
            </a>
            <a
              className={styles.chat}
              href={contacts.collectionChat}
              target="_blank"
              rel="noopener noreferrer"
            >
              <SocialIcon network="whatsapp" />
              {t`Написать в отдел взыскания`}
              <span className="visually-hidden">{t`(откроется в новой вкладке)`}</span>
            </a>
          </div>
          <nav aria-label={t`Разделы сайта`}>
            <h2 className={styles.heading}>{t`Заёмщикам`}</h2>
            <ul className={styles.links}>
              <li>
                <LocaleLink to="/{-$locale}/how-to-get">{t`Как получить заём`}</LocaleLink>
              </li>
              <li>
                <LocaleLink to="/{-$locale}/how-to-return">{t`Как погасить заём`}</LocaleLink>
              </li>
              <li>
                <LocaleLink to="/{-$locale}/flood-relief">{t`Помощь пострадавшим от паводков`}</LocaleLink>
              </li>
              <li>
                <LocaleLink to="/{-$locale}/info/financial-competence">
                  {t`Финансовая грамотность`}
                </LocaleLink>
              </li>
              <li>
                <LocaleLink to="/{-$locale}/info/security">{t`Безопасность`}</LocaleLink>
              </li>
              <li>
                <LocaleLink to="/{-$locale}/info/accessibility">{t`Доступность сайта`}</LocaleLink>
              </li>
            </ul>
          </nav>
          <nav aria-label={t`О компании`}>
            <h2 className={styles.heading}>{t`О компании`}</h2>
            <ul className={styles.links}>
              <li>
                <LocaleLink to="/{-$locale}/about">{t`О нас`}</LocaleLink>
              </li>
              <li>
                <LocaleLink to="/{-$locale}/about/documents">{t`Документы`}</LocaleLink>
              </li>
              <li>
                <LocaleLink to="/{-$locale}/media">{t`СМИ о нас`}</LocaleLink>
              </li>
              <li>
                <LocaleLink to="/{-$locale}/info/contacts">{t`Контакты`}</LocaleLink>
              </li>
              <li>
                <LocaleLink to="/{-$locale}/info/privacy-policy">
                  {t`Политика конфиденциальности`}
                </LocaleLink>
              </li>
            </ul>
            <ul className={styles.social} aria-label={t`Мы в социальных сетях`}>
              {networks.map(({ network, href, label }) => (
                <li key={network}>
                  <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className={styles.bottom}>
          <p>
            © {year} {brand}. {t`Микрофинансовая организация, лицензия АРРФР № ${licence}`}
          </p>
          <button type="button" className={styles.top} onClick={scrollToTop} aria-label={t`Наверх`}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M10 4 3 11h4.5v5h5v-5H17z" fill="currentColor" />
            </svg>
          </button>
        </div>
      </Container>
    </footer>
  );
}
