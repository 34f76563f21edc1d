import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Container } from '../../ui/Container';
import styles from './Header.module.css';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';

/** The site header; `actions` (the registration's «Выйти») sit beside the language switcher. */
export function Header({ actions }: { actions?: ReactNode }) {
  const { t } = useLingui();
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t`Перейти к содержанию`}
      </a>
      <Container className={styles.bar}>
        <Logo />
        <div className={styles.tools}>
          {actions}
          <LanguageSwitcher />
        </div>
      </Container>
    </header>
  );
}
