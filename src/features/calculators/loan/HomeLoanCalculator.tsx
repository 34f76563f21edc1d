import { Trans } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { buttonClass } from '../../../ui/Button';
import { useBrowserValue } from '../../../ui/hydration';
import { LocaleLink } from '../../../ui/LocaleLink';
import { readAmountCookie, rememberedLoanValue, writeAmountCookie } from './amount-cookie';
import { LoanCalculator } from './LoanCalculator';
import type { LoanCalculatorValue } from './value';
import styles from './LoanCalculator.module.css';

/**
 * The home page's calculator: it remembers the amount in a cookie and offers «Получить деньги»,
 * which carries the amount to the login page.
 */
export function HomeLoanCalculator() {
  // The remembered amount is the visitor's: the prerendered page shows the default one.
  const amount = useBrowserValue(readAmountCookie, undefined);
  const remembered = useMemo(() => rememberedLoanValue(amount), [amount]);
  const [chosen, setChosen] = useState<LoanCalculatorValue | null>(null);
  const value = chosen ?? remembered;
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
