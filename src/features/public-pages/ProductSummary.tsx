import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCTS } from '../../finance/products';
import { Terms } from '../../ui/Terms';
import { useFormat } from './parts/format';
import styles from './ProductSummary.module.css';

// The highest ГЭСВ each product can reach, as the finance module computes it: a 7-day loan at
// 0.104 % a day compounds to 45.97 % a year; instalment loans come to 45.27–45.32 %. The law
// requires the maximum to be shown next to the rate, before any calculation.
const MAX_GESV = { pdl: 0.46, instalment: 0.454 } as const;

/**
 * Both loans' amounts, terms and rates as plain text. It stands on its own on the home page
 * and beside the loan calculator once the calculator is mounted.
 */
export function ProductSummary() {
  const { t } = useLingui();
  const format = useFormat();
  const { pdl, instalment } = PRODUCTS;
  const dailyRate = format.percent(pdl.dailyRate);
  const annualRate = format.percent(instalment.annualRate);
  const pdlGesv = format.percent(MAX_GESV.pdl);
  const instalmentGesv = format.percent(MAX_GESV.instalment);

  return (
    <div className={styles.summary}>
      <ul className={styles.products}>
        <li className={styles.product}>
          <h3 className={styles.name}>
            <Trans>Краткосрочный заём</Trans>
          </h3>
          <p className={styles.purpose}>
            <Trans>
              Для срочных расходов до зарплаты. Возвращаете одним платежом в конце срока.
            </Trans>
          </p>
          <Terms
            ruled
            inline
            items={[
              { term: t`Сумма`, value: format.tengeRange(pdl.amount.min, pdl.amount.max) },
              { term: t`Срок, дней`, value: format.choices(pdl.periods) },
              { term: t`Ставка вознаграждения`, value: t`${dailyRate} в день` },
              { term: t`ГЭСВ`, value: t`не более ${pdlGesv} годовых` },
            ]}
          />
        </li>
        <li className={styles.product}>
          <h3 className={styles.name}>
            <Trans>Заём с ежемесячными платежами</Trans>
          </h3>
          <p className={styles.purpose}>
            <Trans>Для крупных покупок и ремонта. Платите равными частями раз в месяц.</Trans>
          </p>
          <Terms
            ruled
            inline
            items={[
              {
                term: t`Сумма`,
                value: format.tengeRange(instalment.amount.min, instalment.amount.max),
              },
              { term: t`Срок, месяцев`, value: format.choices(instalment.periods) },
              { term: t`Ставка вознаграждения`, value: t`${annualRate} годовых` },
              { term: t`ГЭСВ`, value: t`не более ${instalmentGesv} годовых` },
            ]}
          />
        </li>
      </ul>
      <p className={styles.note}>
        <Trans>
          ГЭСВ — годовая эффективная ставка вознаграждения: полная стоимость займа в процентах
          годовых. Комиссий за выдачу, обслуживание и досрочное погашение нет. Точный график
          платежей и ГЭСВ для вашей суммы и срока вы увидите до подписания договора.
        </Trans>
      </p>
    </div>
  );
}
