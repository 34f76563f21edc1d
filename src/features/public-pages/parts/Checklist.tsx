import type { ReactNode } from 'react';
import styles from './Checklist.module.css';

/** A list of conditions or things to have ready, each marked with a tick. */
export function Checklist({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          {item}
        </li>
      ))}
    </ul>
  );
}
