import { Trans, useLingui } from '@lingui/react/macro';
import Big from 'big.js';
import { useId, useRef, useState, type FormEvent } from 'react';
import { calculateDeposit, type DepositResult } from '../../../finance';
import { PRODUCTS } from '../../../finance/products';
import { Button } from '../../../ui/Button';
import { useHydrated } from '../../../ui/hydration';
import { Figures } from '../Figures';
import { calculatorFormat } from '../format';
import { useTemporalReady, useToday } from '../temporal';
import {
  validateDeposit,
  type DepositBandDraft,
  type DepositDraft,
  type DepositErrors,
} from './form';
import { DEPOSIT_ERRORS } from './messages';
import { TextField } from './TextField';
import styles from './DepositCalculator.module.css';

const { dailyRate } = PRODUCTS.pdl;

/** The short-term loan's terms as a starting point: 21 days at 0,104 % a day, no discount. */
function initialDraft(openDate: string): DepositDraft {
  return {
    amount: '78500',
    period: '21',
    openDate,
    discount: '0',
    bands: [{ fromDay: '1', toDay: '21', rate: new Big(dailyRate).times(100).toString() }],
  };
}

/**
 * A new band splits the last one in two halves, so the bands still cover the term without gaps
 * and only the new rate needs typing. A last band of one day (or unreadable days) is followed by
 * one running from the next day to the end of the term.
 */
function withBandAdded({ bands, period }: DepositDraft): DepositBandDraft[] {
  const last = bands[bands.length - 1];
  if (!last) return [{ fromDay: '1', toDay: period, rate: '' }];
  const fromDay = Number(last.fromDay);
  const toDay = Number(last.toDay);
  if (!Number.isInteger(fromDay) || !Number.isInteger(toDay) || last.fromDay === '') {
    return [...bands, { fromDay: '', toDay: period, rate: '' }];
  }
  if (toDay - fromDay < 1) {
    return [...bands, { fromDay: String(toDay + 1), toDay: period, rate: '' }];
  }
  const middle = Math.floor((fromDay + toDay) / 2);
  return [
    ...bands.slice(0, -1),
    { ...last, toDay: String(middle) },
    { fromDay: String(middle + 1), toDay: last.toDay, rate: last.rate },
  ];
}

/**
 * Reward on an amount over a number of days with a daily rate that changes by bands of days,
 * less a discount (SPEC §3 deposit input, §9). Errors appear after the first «Рассчитать» and
 * then follow every change.
 */
export function DepositCalculator() {
  const ready = useTemporalReady();
  return ready ? <DepositForm /> : null;
}

function DepositForm() {
  const { t, i18n } = useLingui();
  const format = calculatorFormat();
  const today = useToday();
  const disabled = !useHydrated();
  const [draft, setDraft] = useState(() => initialDraft(today));
  // The opening date follows today (a hydrated page starts at the build's date) until edited.
  const [draftToday, setDraftToday] = useState(today);
  if (today !== draftToday) {
    setDraftToday(today);
    setDraft((current) =>
      current.openDate === draftToday ? { ...current, openDate: today } : current,
    );
  }
  const [checked, setChecked] = useState(false);
  const [result, setResult] = useState<DepositResult | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const bandsId = useId();

  const validation = validateDeposit(draft);
  const errors: DepositErrors = checked && !validation.ok ? validation.errors : {};
  const errorText = (key: string) => {
    const code = errors[key];
    if (!code) return undefined;
    const { id, message } = DEPOSIT_ERRORS[code];
    return i18n._(id, { period: draft.period }, { message });
  };

  const update = (patch: Partial<DepositDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setResult(null);
  };
  const updateBand = (index: number, patch: Partial<DepositBandDraft>) =>
    update({
      bands: draft.bands.map((band, at) => (at === index ? { ...band, ...patch } : band)),
    });
  const addBand = () => update({ bands: withBandAdded(draft) });
  const removeBand = (index: number) =>
    update({ bands: draft.bands.filter((_, at) => at !== index) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (validation.ok) {
      setResult(calculateDeposit(validation.input));
      return;
    }
    // The first field to fix takes the focus, so a screen reader reads its message next.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <div className={styles.fields}>
        <TextField
          disabled={disabled}
          label={t`Сумма, ₸`}
          inputMode="decimal"
          value={draft.amount}
          error={errorText('amount')}
          onChange={(amount) => update({ amount })}
        />
        <TextField
          disabled={disabled}
          label={t`Срок, дней`}
          inputMode="numeric"
          value={draft.period}
          error={errorText('period')}
          onChange={(period) => update({ period })}
        />
        <TextField
          disabled={disabled}
          label={t`Дата открытия`}
          type="date"
          value={draft.openDate}
          error={errorText('openDate')}
          onChange={(openDate) => update({ openDate })}
        />
        <TextField
          disabled={disabled}
          label={t`Скидка на ставку, %`}
          inputMode="decimal"
          value={draft.discount}
          error={errorText('discount')}
          onChange={(discount) => update({ discount })}
        />
      </div>

      <fieldset
        className={styles.bands}
        disabled={disabled}
        aria-describedby={errors.bands ? bandsId : undefined}
      >
        <legend className={styles.legend}>
          <Trans>Ставки по дням</Trans>
        </legend>
        {errors.bands && (
          <p id={bandsId} className={styles.error}>
            {errorText('bands')}
          </p>
        )}
        <ol className={styles.bandList}>
          {draft.bands.map((band, index) => {
            const number = index + 1;
            return (
              // Bands have no identity beyond their position: removing one renumbers the rest.
              <li key={index} className={styles.band}>
                <fieldset className={styles.bandFields}>
                  <legend>{t`Ставка ${number}`}</legend>
                  <TextField
                    label={t`С дня`}
                    inputMode="numeric"
                    value={band.fromDay}
                    error={errorText(`bands.${index}.fromDay`)}
                    onChange={(fromDay) => updateBand(index, { fromDay })}
                  />
                  <TextField
                    label={t`По день`}
                    inputMode="numeric"
                    value={band.toDay}
                    error={errorText(`bands.${index}.toDay`)}
                    onChange={(toDay) => updateBand(index, { toDay })}
                  />
                  <TextField
                    label={t`Ставка, % в день`}
                    inputMode="decimal"
                    value={band.rate}
                    error={errorText(`bands.${index}.rate`)}
                    onChange={(rate) => updateBand(index, { rate })}
                  />
                  <Button variant="outline" onClick={() => removeBand(index)}>
                    {t`Удалить ставку ${number}`}
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <Button variant="outline" onClick={addBand}>
          <Trans>Добавить ставку</Trans>
        </Button>
      </fieldset>

      <Button type="submit" variant="primary" disabled={disabled}>
        <Trans>Рассчитать</Trans>
      </Button>

      <div aria-live="polite" className={styles.result}>
        {result && (
          <Figures
            items={[
              { term: <Trans>Вознаграждение</Trans>, value: format.money(result.reward) },
              { term: <Trans>Сумма к выплате</Trans>, value: format.money(result.amountToReturn) },
              { term: <Trans>Дата выплаты</Trans>, value: format.date(result.paymentDate) },
              { term: <Trans>Ставка за срок</Trans>, value: format.percent(result.nominalRate, 4) },
              { term: <Trans>Годовая ставка</Trans>, value: format.percent(result.annualRate) },
              {
                term: <Trans>Эффективная годовая ставка</Trans>,
                value: format.percent(result.effectiveAnnualRate),
              },
            ]}
          />
        )}
      </div>
    </form>
  );
}
