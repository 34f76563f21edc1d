import { useLingui } from '@lingui/react/macro';
import { Container } from '../../ui/Container';
import styles from './Header.module.css';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';

export function Header() {
  const { t } = useLingui();
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t`Перейти к содержанию`}
      </a>
      <Container className={styles.bar}>
        <Logo />
        <LanguageSwitcher />
      </Container>
    </header>
  );
}
