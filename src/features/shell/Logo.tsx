import { useLingui } from '@lingui/react/macro';
import { appConfig } from '../../platform/config';
import { LocaleLink } from '../../ui/LocaleLink';
import styles from './Logo.module.css';

/** The brand's logo, a link home: the header's and the pages without a header (/media). */
export function Logo() {
  const { t } = useLingui();
  return (
    <LocaleLink to="/{-$locale}" className={styles.logo} aria-label={t`На главную`}>
      <LogoImage />
    </LocaleLink>
  );
}

function LogoImage() {
  return (
    <svg width="148" height="32" viewBox="0 0 148 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#ffc629" />
      <path d="M9 11h14M9 15h14M16 15v10" stroke="#102a43" strokeWidth="3" strokeLinecap="round" />
      <text
        x="38"
        y="22"
        fontFamily="system-ui, sans-serif"
        fontSize="18"
        fontWeight="700"
        fill="currentColor"
      >
        {appConfig.brand}
      </text>
    </svg>
  );
}
