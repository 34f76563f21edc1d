import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { ProductSummary } from '../ProductSummary';
import styles from './LoanOffer.module.css';

/**
 * The region where the loan calculator is mounted (data-slot="loan-calculator"). Until then,
 * and beside it afterwards, the product summary states the terms in plain text.
 */
export function LoanOffer() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-slot="loan-calculator" className={styles.offer}>
      <h2 id={headingId} className={styles.title}>
        <Trans>Условия займов</Trans>
      </h2>
      <ProductSummary />
    </section>
  );
}
