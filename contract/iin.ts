// The IIN (individual identification number) of Kazakhstan: YYMMDD, a century-and-sex digit,
// a 4-digit serial and a check digit. The rules are those of SANDBOX.md.

const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];

const weightedMod11 = (digits: readonly number[], weights: readonly number[]): number =>
  digits.reduce((sum, digit, i) => sum + digit * (weights[i] ?? 0), 0) % 11;

/** The check digit the first 11 digits call for, or null when the number cannot have one. */
function checkDigit(first11: readonly number[]): number | null {
  const first = weightedMod11(first11, FIRST_WEIGHTS);
  if (first !== 10) return first;
  const second = weightedMod11(first11, SECOND_WEIGHTS);
  return second === 10 ? null : second;
}

const CENTURY_BY_DIGIT: Record<string, number> = {
  '1': 1800,
  '2': 1800,
  '3': 1900,
  '4': 1900,
  '5': 2000,
  '6': 2000,
};

/** The birth date an IIN encodes, as ISO `YYYY-MM-DD`, or null if it encodes no real date. */
export function iinBirthDate(iin: string): string | null {
  if (!/^\d{12}$/.test(iin)) return null;
  const century = CENTURY_BY_DIGIT[iin.charAt(6)];
  if (century === undefined) return null;
  const year = century + Number(iin.slice(0, 2));
  const month = Number(iin.slice(2, 4));
  const day = Number(iin.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31 February over into March; a real date survives the round trip.
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return `${String(year).padStart(4, '0')}-${iin.slice(2, 4)}-${iin.slice(4, 6)}`;
}

/** The sex an IIN encodes (odd century digit: male, even: female), or null if it has none. */
export function iinSex(iin: string): 'male' | 'female' | null {
  if (!/^\d{12}$/.test(iin) || CENTURY_BY_DIGIT[iin.charAt(6)] === undefined) return null;
  return Number(iin.charAt(6)) % 2 === 1 ? 'male' : 'female';
}

/** 12 digits, a real birth date with a known century digit, and a matching check digit. */
export function isValidIin(iin: string): boolean {
  if (iinBirthDate(iin) === null) return false;
  const digits = [...iin].map(Number);
  return checkDigit(digits.slice(0, 11)) === digits[11];
}
