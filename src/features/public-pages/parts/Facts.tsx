import type { ReactNode } from 'react';
import styles from './Facts.module.css';

export interface Fact {
  term: ReactNode;
  value: ReactNode;
}

/** Label–value pairs (requisites, contacts, loan terms) as a description list. */
export function Facts({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={[styles.facts, className].filter(Boolean).join(' ')}>
      {facts.map((fact, index) => (
        <div key={index} className={styles.row}>
          <dt className={styles.term}>{fact.term}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
