import type { ReactNode } from 'react';
import { Container } from './Container';
import { PageHeading } from './PageHeading';
import styles from './Page.module.css';

interface PageProps {
  title: ReactNode;
  /** One or two sentences under the h1 saying what the page is for. */
  lead?: ReactNode;
  children: ReactNode;
  /** One tool under the heading (a calculator): the phone's spacing on every screen. */
  compact?: boolean;
}

/** The frame of every content page: the single h1, an optional lead, then the sections. */
export function Page({ title, lead, children, compact = false }: PageProps) {
  return (
    <Container className={compact ? styles.page : `${styles.page} ${styles.roomy}`}>
      <div className={styles.intro}>
        <PageHeading>{title}</PageHeading>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {children}
    </Container>
  );
}
