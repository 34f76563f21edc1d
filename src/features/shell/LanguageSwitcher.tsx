import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { localizePath, storeLocale, type Locale } from '../../platform/locale';
import { useLocale } from '../../ui/locale';
import styles from './Header.module.css';

const OPTIONS: { locale: Locale; label: string; lang: string }[] = [
  { locale: 'ru', label: 'Рус', lang: 'ru' },
  { locale: 'kk', label: 'Қаз', lang: 'kk' },
];

export function LanguageSwitcher() {
  const { t } = useLingui();
  const current = useLocale();
  const location = useLocation();
  const navigate = useNavigate();

  return (
    <nav aria-label={t`Язык сайта`} className={styles.languages}>
      <ul>
        {OPTIONS.map(({ locale, label, lang }) => {
          const href = localizePath(location.pathname, locale) + (location.searchStr ?? '');
          return (
            <li key={locale}>
              <a
                href={href}
                lang={lang}
                hrefLang={lang}
                aria-current={locale === current ? 'true' : undefined}
                className={styles.language}
                onClick={(event) => {
                  event.preventDefault();
                  storeLocale(locale);
                  if (locale !== current) void navigate({ href });
                }}
              >
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
