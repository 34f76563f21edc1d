import type { ReactNode } from 'react';
import styles from './Steps.module.css';

export interface Step {
  title: ReactNode;
  text: ReactNode;
}

/** Numbered steps of a process; the numbers come from the list, so they are read out too. */
export function Steps({ steps, compact = false }: { steps: readonly Step[]; compact?: boolean }) {
  return (
    <ol className={[styles.steps, compact ? styles.compact : ''].filter(Boolean).join(' ')}>
      {steps.map((step, index) => (
        <li key={index} className={styles.step}>
          <h3 className={styles.title}>{step.title}</h3>
          <div className={styles.text}>{step.text}</div>
        </li>
      ))}
    </ol>
  );
}
