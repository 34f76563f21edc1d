import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './layouts.module.css';

/** Public pages: header, content, the full footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}

/**
 * Registration and login: a narrow column that fits a phone, the footer for support contacts;
 * `headerActions` go into the header (the registration's «Выйти»).
 */
export function AuthLayout({
  children,
  headerActions,
  footer = true,
}: {
  children: ReactNode;
  headerActions?: ReactNode;
  footer?: boolean;
}) {
  return (
    <>
      <Header actions={headerActions} />
      <main id="main" className={`${styles.main} ${styles.auth}`}>
        {children}
      </main>
      {footer ? <Footer /> : null}
    </>
  );
}

/** The next home page design, shown outside production only. */
export function RedesignLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.redesign}>
      <Header />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

/** Bare pages such as /media: no header or footer. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={styles.main}>
      {children}
    </main>
  );
}
