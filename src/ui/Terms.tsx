import type { ComponentProps, ReactNode } from 'react';
import styles from './Terms.module.css';

export interface Term {
  term: ReactNode;
  value: ReactNode;
  /** A value that must stand out from the others (the loan's payment). */
  valueClassName?: string;
}

interface TermsProps extends Omit<ComponentProps<'dl'>, 'children'> {
  items: readonly Term[];
  /** Lines between the rows and a muted term, as on the public pages' requisites and contacts. */
  ruled?: boolean;
  /** Term and value on one line, the value at its end: figures in a narrow box. */
  inline?: boolean;
}

/**
 * Label–value pairs (requisites, contacts, loan terms, a calculator's figures) as one description
 * list, so every such list reads the same to a screen reader and looks the same where it should.
 */
export function Terms({ items, ruled = false, inline = false, className, ...rest }: TermsProps) {
  const classes = [styles.terms, ruled && styles.ruled, inline && styles.inline, className];
  return (
    <dl className={classes.filter(Boolean).join(' ')} {...rest}>
      {items.map((item, index) => (
        <div key={index}>
          <dt>{item.term}</dt>
          <dd className={item.valueClassName}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
