import type { ReactNode } from 'react';
import styles from './Cards.module.css';

export interface Card {
  title: ReactNode;
  text: ReactNode;
}

type CardsProps = { cards: readonly Card[] } & (
  | {
      variant?: 'cards';
      /** Columns on a wide screen; by default as many as fit. Five cards read better as 3 + 2. */
      columns?: 3;
    }
  | {
      /** Numbered steps of a process; the numbers come from the list, so they are read out too. */
      variant: 'steps';
      /** Three steps side by side on a wide screen (the home page). */
      compact?: boolean;
    }
);

/**
 * Short titled blocks: bordered cards on a grid (one column on a phone, more as the screen
 * widens) or the numbered steps of a process.
 */
export function Cards(props: CardsProps) {
  const steps = props.variant === 'steps';
  const List = steps ? 'ol' : 'ul';
  const modifier = steps ? props.compact && styles.compact : props.columns === 3 && styles.three;
  return (
    <List className={[steps ? styles.steps : styles.cards, modifier].filter(Boolean).join(' ')}>
      {props.cards.map((card, index) => (
        <li key={index} className={steps ? styles.step : styles.card}>
          <h3 className={styles.title}>{card.title}</h3>
          <div className={styles.text}>{card.text}</div>
        </li>
      ))}
    </List>
  );
}
