/// <reference types="temporal-polyfill/types/global" />

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Parses a calendar date written as YYYY-MM-DD. Anything else, including impossible dates such
 * as 2027-02-30, fails with the message callers already know from `Date#toISOString`.
 */
export function parseIsoDate(value: string): Temporal.PlainDate {
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    try {
      return Temporal.PlainDate.from(value, { overflow: 'reject' });
    } catch {
      // fall through to the uniform error below
    }
  }
  throw new RangeError('Invalid time value');
}

export function formatIsoDate(date: Temporal.PlainDate): string {
  return date.toString();
}

/** Today's date in Kazakhstan, where every contract is opened. */
export function todayInAlmaty(now: Temporal.Instant = Temporal.Now.instant()): string {
  return formatIsoDate(now.toZonedDateTimeISO('Asia/Almaty').toPlainDate());
}
