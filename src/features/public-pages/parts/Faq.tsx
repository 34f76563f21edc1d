import type { ReactNode } from 'react';
import styles from './Faq.module.css';

export interface Question {
  question: ReactNode;
  answer: ReactNode;
}

/** Questions that open on demand; <details> works without script and with the keyboard. */
export function Faq({ items }: { items: readonly Question[] }) {
  return (
    <div className={styles.faq}>
      {items.map((item, index) => (
        <details key={index} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <div className={styles.answer}>{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
