import { useLingui } from '@lingui/react/macro';
import { appConfig } from '../../platform/config';
import { LocaleLink } from '../../ui/LocaleLink';
import styles from './Logo.module.css';

/**
 * The brand's logo, a link home: the header's and the pages without a header (/media). The
 * brand is text, not drawn in the picture: its name starts with what it shows (WCAG 2.5.3,
 * «QazCredit, на главную») and it grows with the text spacing a reader sets (1.4.12).
 */
export function Logo() {
  const { t } = useLingui();
  const brand = appConfig.brand;
  return (
    <LocaleLink to="/{-$locale}" className={styles.logo} aria-label={t`${brand}, на главную`}>
      <LogoMark />
      <span className={styles.brand}>{brand}</span>
    </LocaleLink>
  );
}

function LogoMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#ffc629" />
      <path d="M9 11h14M9 15h14M16 15v10" stroke="#102a43" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
