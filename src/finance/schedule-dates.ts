/// <reference types="temporal-polyfill/types/global" />
import { formatIsoDate, parseIsoDate } from './dates';

/** One interest period of a loan: from the previous payment date (included) to this one (excluded). */
export interface SchedulePeriod {
  /** YYYY-MM-DD */
  readonly paymentDate: string;
  /** Days of the period falling in 365-day years. */
  readonly days365: number;
  /** Days of the period falling in 366-day years. */
  readonly days366: number;
  /** Days from the open date to this payment date, for the effective rate. */
  readonly daysFromOpen: number;
}

// The dates depend on the open date and the term only, while a slider changes the amount many
// times a second; calendar arithmetic is the costliest part of a schedule, so keep recent ones.
const recent = new Map<string, readonly SchedulePeriod[]>();
const RECENT_LIMIT = 32;

/**
 * Payment k falls on openDate + k months, each counted from the open date (not chained), so a
 * loan opened on Jan 31 pays on Feb 28/29 and then on Mar 31; Temporal clamps to the month end.
 */
export function schedulePeriods(openDate: string, periods: number): readonly SchedulePeriod[] {
  const key = `${openDate}/${periods}`;
  const known = recent.get(key);
  if (known) return known;
  const computed = Object.freeze(computePeriods(parseIsoDate(openDate), periods));
  if (recent.size >= RECENT_LIMIT) recent.clear();
  recent.set(key, computed);
  return computed;
}

function computePeriods(openDate: Temporal.PlainDate, periods: number): SchedulePeriod[] {
  const result: SchedulePeriod[] = [];
  let previous = openDate;
  let daysFromOpen = 0;
  for (let k = 1; k <= periods; k += 1) {
    const paymentDate = openDate.add({ months: k });
    const { days365, days366 } = daysByYearLength(previous, paymentDate);
    daysFromOpen += days365 + days366;
    result.push(
      Object.freeze({ paymentDate: formatIsoDate(paymentDate), days365, days366, daysFromOpen }),
    );
    previous = paymentDate;
  }
  return result;
}

/** Splits the days in [from, to) by the length of the calendar year each day belongs to. */
export function daysByYearLength(
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
): { days365: number; days366: number } {
  const count = { days365: 0, days366: 0 };
  const add = (days: number, inLeapYear: boolean) => {
    if (inLeapYear) count.days366 += days;
    else count.days365 += days;
  };
  if (from.year === to.year) {
    add(to.dayOfYear - from.dayOfYear, from.inLeapYear);
    return count;
  }
  add(from.daysInYear - from.dayOfYear + 1, from.inLeapYear);
  for (let year = from.year + 1; year < to.year; year += 1) {
    const januaryFirst = Temporal.PlainDate.from({ year, month: 1, day: 1 });
    add(januaryFirst.daysInYear, januaryFirst.inLeapYear);
  }
  add(to.dayOfYear - 1, to.inLeapYear);
  return count;
}
