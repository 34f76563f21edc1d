import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

// Kazakh writes numbers like Russian (space between thousands, decimal comma), and not every
// browser ships Kazakh number and date data: some fall back to "300,000" or "2026 M09 1".
// So numbers use the Russian rules and month names come from the catalogs.
const numbers = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const percents = new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 3 });

const MONTHS = [
  msg`января`,
  msg`февраля`,
  msg`марта`,
  msg`апреля`,
  msg`мая`,
  msg`июня`,
  msg`июля`,
  msg`августа`,
  msg`сентября`,
  msg`октября`,
  msg`ноября`,
  msg`декабря`,
];

/** Numbers, money, rates and dates written the way the page's language writes them. */
export function useFormat() {
  const { t, i18n } = useLingui();
  return {
    tengeRange: (min: number, max: number) => `${numbers.format(min)} – ${numbers.format(max)} ₸`,
    /** A rate given as a fraction: 0.00104 is "0,104 %". */
    percent: (fraction: number) => percents.format(fraction),
    /** An ISO calendar date, e.g. "2026-09-01": "1 сентября 2026 г.". */
    date: (iso: string) => {
      const [year, monthNumber, day] = iso.split('-').map(Number);
      const monthName = MONTHS[(monthNumber ?? 1) - 1];
      const month = monthName ? i18n._(monthName) : '';
      return t`${day} ${month} ${year} г.`;
    },
    /** "7, 14 или 21": the choices of a loan term. */
    choices: (values: readonly number[]) => {
      const head = values
        .slice(0, -1)
        .map((value) => numbers.format(value))
        .join(', ');
      const last = numbers.format(values[values.length - 1] ?? 0);
      return head ? t`${head} или ${last}` : last;
    },
  };
}
