import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { ProductSummary } from '../ProductSummary';
import styles from './LoanOffer.module.css';

/**
 * The region where the loan calculator is mounted (data-slot="loan-calculator"); the product
 * summary under it states the terms in plain text, and alone where no calculator is given.
 */
export function LoanOffer({ calculator }: { calculator?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-slot="loan-calculator" className={styles.offer}>
      <h2 id={headingId} className={styles.title}>
        <Trans>Условия займов</Trans>
      </h2>
      {calculator}
      <ProductSummary />
    </section>
  );
}
