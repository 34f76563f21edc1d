/// <reference types="temporal-polyfill/types/global" />
import Big from 'big.js';
import * as v from 'valibot';
import type { DepositInput } from '../../../finance';

/** A rate band as typed: days as whole numbers, the rate in percent a day ("0,104"). */
export interface DepositBandDraft {
  readonly fromDay: string;
  readonly toDay: string;
  readonly rate: string;
}

/** The deposit form as typed. The discount is in percent of every rate. */
export interface DepositDraft {
  readonly amount: string;
  readonly period: string;
  readonly openDate: string;
  readonly discount: string;
  readonly bands: readonly DepositBandDraft[];
}

/** Why a field is rejected; the view turns each into a sentence in the page's language. */
export type DepositErrorCode =
  | 'amountFormat'
  | 'amountPositive'
  | 'periodFormat'
  | 'openDateFormat'
  | 'discountRange'
  | 'bandsEmpty'
  | 'dayFormat'
  | 'toDayBeforeFromDay'
  | 'rateFormat'
  | 'firstBandStart'
  | 'bandGap'
  | 'lastBandEnd';

/** Field keys: amount, period, openDate, discount, bands, bands.{i}.fromDay|toDay|rate. */
export type DepositErrors = Readonly<Record<string, DepositErrorCode>>;

export type DepositValidation =
  | { readonly ok: true; readonly input: DepositInput }
  | { readonly ok: false; readonly errors: DepositErrors };

const MAX_PERIOD_DAYS = 3_650;

// People type "78 500" or "0,104": spaces go, a decimal comma becomes a point.
const typedNumber = (pattern: RegExp, code: DepositErrorCode) =>
  v.pipe(
    v.string(),
    v.transform((text) => text.replace(/[\s\u00a0\u202f₸%]/g, '').replace(',', '.')),
    v.regex(pattern, code),
  );

const amountSchema = v.pipe(
  typedNumber(/^\d+(\.\d{1,2})?$/, 'amountFormat'),
  v.check((text) => new Big(text).gt(0), 'amountPositive'),
);
const daySchema = v.pipe(typedNumber(/^\d{1,4}$/, 'dayFormat'), v.transform(Number));
const periodSchema = v.pipe(
  typedNumber(/^\d{1,4}$/, 'periodFormat'),
  v.transform(Number),
  v.minValue(1, 'periodFormat'),
  v.maxValue(MAX_PERIOD_DAYS, 'periodFormat'),
);
const rateSchema = typedNumber(/^\d+(\.\d+)?$/, 'rateFormat');
const discountSchema = v.pipe(
  typedNumber(/^(\d+(\.\d+)?)?$/, 'discountRange'),
  v.check((text) => text === '' || new Big(text).lte(100), 'discountRange'),
);
const openDateSchema = v.pipe(
  v.string(),
  v.check((text) => {
    try {
      Temporal.PlainDate.from(text, { overflow: 'reject' });
      return /^\d{4}-\d{2}-\d{2}$/.test(text);
    } catch {
      return false;
    }
  }, 'openDateFormat'),
);

/** Percent to a fraction, exactly: "0,104" % is 0.00104. */
const fraction = (percent: string) => new Big(percent || '0').div(100).toString();

/**
 * Checks the form field by field, then the bands as a whole (SPEC §5: at least one band, the
 * last ending on the last day of the period; here also: the first starting on day 0 or 1 and
 * each next one the day after the previous ends, so no day is counted twice or skipped).
 */
export function validateDeposit(draft: DepositDraft): DepositValidation {
  const errors: Record<string, DepositErrorCode> = {};
  // A field keeps its first complaint: the one to fix first.
  const flag = (key: string, code: DepositErrorCode) => {
    errors[key] ??= code;
  };
  const read = <T>(key: string, schema: v.GenericSchema<string, T>, text: string) => {
    // Stop at a field's first issue: a later check may assume the earlier ones passed.
    const parsed = v.safeParse(schema, text, { abortPipeEarly: true });
    if (parsed.success) return parsed.output;
    flag(key, parsed.issues[0].message as DepositErrorCode);
    return undefined;
  };

  const amount = read('amount', amountSchema, draft.amount);
  const period = read('period', periodSchema, draft.period);
  const openDate = read('openDate', openDateSchema, draft.openDate);
  const discount = read('discount', discountSchema, draft.discount);
  const bands = draft.bands.map((band, index) => ({
    fromDay: read(`bands.${index}.fromDay`, daySchema, band.fromDay),
    toDay: read(`bands.${index}.toDay`, daySchema, band.toDay),
    rate: read(`bands.${index}.rate`, rateSchema, band.rate),
  }));

  bands.forEach(({ fromDay, toDay }, index) => {
    if (fromDay === undefined || toDay === undefined) return;
    const previous = bands[index - 1];
    // The opening day earns nothing: a first band from day 0 starts on day 1.
    const firstDay = index === 0 && fromDay === 0 ? 1 : fromDay;
    if (toDay < firstDay) flag(`bands.${index}.toDay`, 'toDayBeforeFromDay');
    if (index === 0 && fromDay > 1) flag(`bands.${index}.fromDay`, 'firstBandStart');
    if (previous?.toDay !== undefined && fromDay !== previous.toDay + 1) {
      flag(`bands.${index}.fromDay`, 'bandGap');
    }
  });
  const last = bands[bands.length - 1];
  if (!last) flag('bands', 'bandsEmpty');
  else if (period !== undefined && last.toDay !== undefined && last.toDay !== period) {
    flag(`bands.${bands.length - 1}.toDay`, 'lastBandEnd');
  }

  if (
    Object.keys(errors).length > 0 ||
    amount === undefined ||
    period === undefined ||
    openDate === undefined ||
    discount === undefined
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    input: {
      openDate,
      period,
      amount,
      discount: fraction(discount),
      interests: bands.map((band) => ({
        fromDay: band.fromDay ?? 0,
        toDay: band.toDay ?? 0,
        rate: fraction(band.rate ?? '0'),
      })),
    },
  };
}
