import type { FactoryOpts } from 'imask';

/** SPEC.md §5 wholeNumber: digits only, as many as typed. */
export const wholeNumberMask: FactoryOpts = { mask: /^\d*$/ };

/** wholeNumber cut at a fixed length: iin 12, passport 9, OTP 4 (SPEC.md §5). */
export const digitsMask = (length: number): FactoryOpts => ({ mask: '0'.repeat(length) });

/**
 * SPEC.md §5: "Letter-only and a 6-or-7 character definition also exist". Letters of any
 * alphabet (Russian, Kazakh ә ғ қ ң ө ұ ү һ і, Latin). Which fields use them is among the
 * field-level rules SPEC.md does not show, so no shown form applies them.
 */
export const lettersMask: FactoryOpts = { mask: /^\p{L}*$/u };

/** Six or seven characters, letters or digits: the seventh is optional. */
export const sixOrSevenCharsMask: FactoryOpts = {
  mask: 'XXXXXX[X]',
  definitions: { X: /[\p{L}\d]/u },
};

/** SPEC.md §5: dates are typed as 99/99/9999 (дд/мм/гггг). */
export const dateMaskOptions: FactoryOpts = { mask: '00/00/0000' };

/** OTP: 4 digits, spaces (and anything else an SMS app pastes around them) removed. */
export function normalizeOtp(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 4);
}

/** 'YYYY-MM-DD' → the eight digits the date mask shows as дд/мм/гггг ('' for anything else). */
export function isoToDateDigits(iso: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[3]}${match[2]}${match[1]}` : '';
}

/**
 * The eight digits ddmmyyyy (or the masked 'дд/мм/гггг' text) → 'YYYY-MM-DD'; null while the
 * date is incomplete or names a day that does not exist (31/02/2000).
 */
export function dateDigitsToIso(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 8) return null;
  const day = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const year = Number(digits.slice(4));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1000 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return `${digits.slice(4)}-${digits.slice(2, 4)}-${digits.slice(0, 2)}`;
}

/** 'YYYY-MM-DD' → 'дд/мм/гггг' text (for display). */
export function isoToDateText(iso: string): string {
  const digits = isoToDateDigits(iso);
  return digits ? `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}` : '';
}
