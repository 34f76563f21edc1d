import type { ReactNode } from 'react';
import styles from '../FlowPage.module.css';

/**
 * A table's box: on a narrow screen the table scrolls sideways inside it, never the page; a
 * region named by the table's caption, reached by keyboard to scroll it.
 */
export function ScrollRegion({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <div
      className={styles.tableBox}
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {children}
    </div>
  );
}
