import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isBusy, isSubmitted } from '../../../../machines/registration';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PaymentMethod } from '../../../finance/calculator';
import type { ProductId } from '../../../finance/products';
import { Button } from '../../../ui/Button';
import { useRegistrationQueries, useRegistrationSelector, useRegistrationSend } from '../runtime';
import { WaitingForConnection } from './Offline';
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

/**
 * The loan calculator, mounted by the route (a feature does not import another feature): the
 * amount applied for (validated against the product's limits: `onValidity` says whether the
 * field holds one that can be sent) and the calculator's figures beside it. `amountError` is
 * the server's answer about the amount sent, which the amount field shows as its own error.
 */
export type CalculatorSlot = (
  value: LoanChoice,
  onChange: (value: LoanChoice) => void,
  onValidity: (valid: boolean) => void,
  amountError: string | null,
) => ReactNode;

const AMOUNT_FORMAT = new Intl.NumberFormat('ru-RU');

/**
 * Whom the cabinet greets: GET /rest/client/info of this login, which the route's loader has
 * started (nothing while unknown). The greeting is a courtesy: a failure (an answer off its
 * schema is logged by the client) shows nothing.
 */
function Greeting() {
  const { data: info } = useQuery(useRegistrationQueries().clientInfo());
  if (!info) return null;
  const name = info.first_name;
  const phone = info.phone;
  return (
    <p className={styles.lead}>
      {name ? <Trans>Здравствуйте, {name}!</Trans> : <Trans>Здравствуйте!</Trans>}{' '}
      <Trans>Вы вошли с номером {phone}.</Trans>
    </p>
  );
}

/**
 * /register/lk: the amount the applicant applies for (the calculator's, remembered from the
 * home page: cookie calculator_amount, SPEC §9) with the loan calculator's figures beside it,
 * then the application. The call sends the amount (and the contract signed at login), so the
 * screen promises that and nothing more: kind and term only shape the example figures.
 */
export function CabinetScreen({
  initial,
  calculator,
}: {
  initial: LoanChoice;
  calculator: CalculatorSlot;
}) {
  const send = useRegistrationSend();
  const [choice, setChoice] = useState<LoanChoice>(initial);
  // Whether the amount field holds an amount the product offers (known as it is typed).
  const [valid, setValid] = useState(true);
  const submitting = useRegistrationSelector(isBusy);
  const submitted = useRegistrationSelector(isSubmitted);
  const amountError = useRegistrationSelector(
    (snapshot) => snapshot.context.fieldErrors.amount?.[0] ?? null,
  );
  // Kazakh writes numbers as Russian does (78 500); browsers without kk data would print 78,500.
  const amount = AMOUNT_FORMAT.format(choice.amount);
  // The calculator renders again when its value or the server's word on the amount changes,
  // not when the application starts to be sent: the apply tap's frame (issue 31).
  const calculatorView = useMemo(
    () => calculator(choice, setChoice, setValid, amountError),
    [calculator, choice, amountError],
  );
  const apply = () => {
    if (submitting || !valid) return;
    send({ type: 'cabinet.submit', amount: choice.amount });
  };

  return (
    <StepFrame>
      <div className={styles.screen}>
        <ScreenHeading>
          <Trans>Личный кабинет</Trans>
        </ScreenHeading>
        <Greeting />
        {submitted ? (
          <Submitted amount={amount} />
        ) : (
          <>
            <p className={styles.lead}>
              <Trans>Регистрация завершена. Укажите сумму, на которую подаёте заявку.</Trans>
            </p>
            <section aria-labelledby="loan-choice-title" className={styles.section}>
              <h2 id="loan-choice-title">
                <Trans>Сумма и расчёт займа</Trans>
              </h2>
              <p className={styles.muted}>
                <Trans>
                  Вид займа и срок здесь — только для примерного расчёта: в заявку уходит сумма.
                </Trans>
              </p>
              {calculatorView}
            </section>
            <WaitingForConnection />
            <Button variant="primary" block aria-disabled={submitting || !valid} onClick={apply}>
              {submitting ? (
                <Trans>Отправляем заявку…</Trans>
              ) : (
                <Trans>Подать заявку на {amount} ₸</Trans>
              )}
            </Button>
            {/* In the page before it speaks: a live region added with its text is often not read. */}
            <p className={`${styles.muted} ${styles.status}`} role="status">
              {submitting ? <Trans>Отправляем заявку…</Trans> : null}
            </p>
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
