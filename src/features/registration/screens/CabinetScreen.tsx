import { Trans } from '@lingui/react/macro';
import { isBusy, isSubmitted } from '../../../../machines/registration';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PaymentMethod } from '../../../finance/calculator';
import { DEFAULT_AMOUNT, type ProductId } from '../../../finance/products';
import { Button } from '../../../ui/Button';
import { useRegistrationSelector, useRegistrationSend } from '../runtime';
import { ScreenHeading } from './ScreenHeading';
import styles from './Screen.module.css';
import { StepFrame } from './StepFrame';

/** The loan the applicant chose: the loan calculator's value (see features/calculators). */
export interface LoanChoice {
  readonly product: ProductId;
  /** Tenge. */
  readonly amount: number;
  /** Days for the short-term loan, months for the instalment loan. */
  readonly term: number;
  readonly method: PaymentMethod;
}

/** The loan calculator, mounted by the route (a feature does not import another feature). */
export type CalculatorSlot = (
  value: LoanChoice,
  onChange: (value: LoanChoice) => void,
) => ReactNode;

const AMOUNT_FORMAT = new Intl.NumberFormat('ru-RU');

const INITIAL_CHOICE: LoanChoice = {
  product: 'pdl',
  amount: DEFAULT_AMOUNT,
  term: 14,
  method: 'annuity',
};

/** /register/lk: the product and amount, with the calculator's figures, then the application. */
export function CabinetScreen({ calculator }: { calculator: CalculatorSlot }) {
  const send = useRegistrationSend();
  const [choice, setChoice] = useState<LoanChoice>(INITIAL_CHOICE);
  const submitting = useRegistrationSelector(isBusy);
  const submitted = useRegistrationSelector(isSubmitted);
  const amountError = useRegistrationSelector(
    (snapshot) => snapshot.context.fieldErrors.amount?.[0] ?? null,
  );
  // Kazakh writes numbers as Russian does (78 500); browsers without kk data would print 78,500.
  const amount = AMOUNT_FORMAT.format(choice.amount);
  const count = choice.term;
  const term =
    choice.product === 'pdl' ? <Trans>на {count} дн.</Trans> : <Trans>на {count} мес.</Trans>;

  return (
    <StepFrame>
      <div className={styles.screen}>
        <ScreenHeading>
          <Trans>Личный кабинет</Trans>
        </ScreenHeading>
        {submitted ? (
          <Submitted amount={amount} />
        ) : (
          <>
            <p className={styles.lead}>
              <Trans>
                Регистрация завершена. Выберите вид займа, сумму и срок — ниже сразу видно, сколько
                нужно будет вернуть.
              </Trans>
            </p>
            <section aria-labelledby="loan-choice-title" className={styles.section}>
              <h2 id="loan-choice-title">
                <Trans>Ваш заём</Trans>
              </h2>
              {calculator(choice, setChoice)}
            </section>
            {amountError ? (
              <p className={styles.alert} role="alert">
                {amountError}
              </p>
            ) : null}
            <Button
              variant="primary"
              block
              aria-disabled={submitting}
              onClick={() => !submitting && send({ type: 'cabinet.submit', amount: choice.amount })}
            >
              {submitting ? (
                <Trans>Отправляем заявку…</Trans>
              ) : (
                <Trans>
                  Подать заявку: {amount} ₸ {term}
                </Trans>
              )}
            </Button>
            {submitting ? (
              <p className={styles.muted} role="status">
                <Trans>Отправляем заявку…</Trans>
              </p>
            ) : null}
          </>
        )}
      </div>
    </StepFrame>
  );
}

function Submitted({ amount }: { amount: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className={styles.success}>
      <h2 ref={ref} tabIndex={-1}>
        <Trans>Заявка отправлена</Trans>
      </h2>
      <p>
        <Trans>
          Мы получили заявку на {amount} ₸ и пришлём решение в SMS. Обычно это занимает несколько
          минут.
        </Trans>
      </p>
    </div>
  );
}
