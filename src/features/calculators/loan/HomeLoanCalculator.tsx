import { Trans } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { PRODUCTS } from '../../../finance/products';
import { buttonClass } from '../../../ui/Button';
import { useBrowserValue } from '../../../ui/hydration';
import { LocaleLink } from '../../../ui/LocaleLink';
import { readAmountCookie, writeAmountCookie } from './amount-cookie';
import { LoanCalculator } from './LoanCalculator';
import { normalizeLoanValue, type LoanCalculatorValue } from './value';
import styles from './LoanCalculator.module.css';

/** A remembered amount beyond the short-term loan's limit can only have been an instalment loan. */
function initialValue(amount: number | undefined): LoanCalculatorValue {
  const product = amount !== undefined && amount > PRODUCTS.pdl.amount.max ? 'instalment' : 'pdl';
  return normalizeLoanValue({ product, ...(amount !== undefined && { amount }) });
}

/**
 * The home page's calculator: it remembers the amount in a cookie and offers «Получить деньги»,
 * which carries the amount to the login page.
 */
export function HomeLoanCalculator() {
  // The remembered amount is the visitor's: the prerendered page shows the default one.
  const remembered = useBrowserValue(readAmountCookie, undefined);
  const initial = useMemo(() => initialValue(remembered), [remembered]);
  const [chosen, setChosen] = useState<LoanCalculatorValue | null>(null);
  const value = chosen ?? initial;
  const change = (next: LoanCalculatorValue) => {
    if (next.amount !== value.amount) writeAmountCookie(next.amount);
    setChosen(next);
  };
  return (
    <LoanCalculator
      value={value}
      onChange={change}
      heading={
        <h3 className={styles.heading}>
          <Trans>Рассчитайте заём</Trans>
        </h3>
      }
      action={
        <div className={styles.actions}>
          <LocaleLink
            to="/{-$locale}/login"
            search={{ amount: value.amount }}
            className={buttonClass('primary', true)}
          >
            <Trans>Получить деньги</Trans>
          </LocaleLink>
          <LocaleLink to="/{-$locale}/deposit" className={styles.more}>
            <Trans>Калькулятор депозита</Trans>
          </LocaleLink>
        </div>
      }
    />
  );
}
