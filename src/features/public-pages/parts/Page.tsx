import type { ReactNode } from 'react';
import { Container } from '../../../ui/Container';
import { PageHeading } from '../../../ui/PageHeading';
import styles from './Page.module.css';

interface PageProps {
  title: ReactNode;
  /** One or two sentences under the h1 saying what the page is for. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of every public page: the single h1, an optional lead, then the sections. */
export function Page({ title, lead, children }: PageProps) {
  return (
    <Container className={styles.page}>
      <div className={styles.intro}>
        <PageHeading>{title}</PageHeading>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {children}
    </Container>
  );
}
