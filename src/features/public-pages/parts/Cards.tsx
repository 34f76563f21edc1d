import type { ReactNode } from 'react';
import styles from './Cards.module.css';

export interface Card {
  title: ReactNode;
  text: ReactNode;
}

interface CardsProps {
  cards: readonly Card[];
  /** Columns on a wide screen; by default as many as fit. Five cards read better as 3 + 2. */
  columns?: 3;
}

/** A grid of short titled blocks: one column on a phone, more as the screen widens. */
export function Cards({ cards, columns }: CardsProps) {
  return (
    <ul className={[styles.cards, columns === 3 ? styles.three : ''].filter(Boolean).join(' ')}>
      {cards.map((card, index) => (
        <li key={index} className={styles.card}>
          <h3 className={styles.title}>{card.title}</h3>
          <div className={styles.text}>{card.text}</div>
        </li>
      ))}
    </ul>
  );
}
