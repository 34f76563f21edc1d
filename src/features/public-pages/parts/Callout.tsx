import type { ReactNode } from 'react';
import styles from './Callout.module.css';

/** A notice the reader must not miss, e.g. "we never ask for SMS codes". */
export function Callout({
  children,
  tone = 'info',
}: {
  children: ReactNode;
  tone?: 'info' | 'warning';
}) {
  return <div className={`${styles.callout} ${styles[tone] ?? ''}`}>{children}</div>;
}
