import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

interface SectionProps {
  title: ReactNode;
  children: ReactNode;
  /** Anchor for links such as /about/documents#rules. */
  id?: string;
  /** Text before the content, e.g. the date of a document's version. */
  meta?: ReactNode;
  /** A tinted panel, for blocks that must stand out. */
  tone?: 'plain' | 'panel';
  /** Grids of cards use the full width; running text keeps a readable line length. */
  wide?: boolean;
}

/** A page section named by its h2, so screen readers list it among the landmarks. */
export function Section({ title, children, id, meta, tone = 'plain', wide = false }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[styles.section, tone === 'panel' ? styles.panel : ''].filter(Boolean).join(' ')}
    >
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {meta ? <p className={styles.meta}>{meta}</p> : null}
      <div className={wide ? styles.wide : styles.body}>{children}</div>
    </section>
  );
}
