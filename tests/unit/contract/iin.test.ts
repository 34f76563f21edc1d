import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iinBirthDate, iinSex, isValidIin } from '../../../contract/iin';

const EXAMPLES = [
  '900101300017',
  '900101301015',
  '900101301025',
  '900101302013',
  '900101302023',
  '900101303011',
  '900101304014',
  '900101305018',
  '900101305028',
  '900101305038',
  '100515500013',
];

/** Appends the check digit SANDBOX.md defines, or returns null when the number has none. */
function withCheckDigit(first11: string): string | null {
  const digits = [...first11].map(Number);
  const mod = (weights: number[]) => digits.reduce((s, d, i) => s + d * weights[i]!, 0) % 11;
  let check = mod([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  if (check === 10) check = mod([3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]);
  return check === 10 ? null : `${first11}${check}`;
}

const birthPart = fc
  .date({
    min: new Date(Date.UTC(1900, 0, 1)),
    max: new Date(Date.UTC(2099, 11, 31)),
    noInvalidDate: true,
  })
  .map((date) => ({
    yymmdd: date.toISOString().slice(2, 10).replaceAll('-', ''),
    iso: date.toISOString().slice(0, 10),
    year: date.getUTCFullYear(),
  }));

describe('IIN', () => {
  it.each(EXAMPLES)('accepts the SANDBOX.md example %s', (iin) => {
    expect(isValidIin(iin)).toBe(true);
  });

  it('reads the birth date and sex', () => {
    expect(iinBirthDate('900101300017')).toBe('1990-01-01');
    expect(iinSex('900101300017')).toBe('male');
    expect(iinBirthDate('100515500013')).toBe('2010-05-15');
    expect(iinSex('050228600005')).toBe('female');
  });

  it('rejects a wrong check digit, a wrong length, letters, an impossible date or century', () => {
    expect(isValidIin('900101300018')).toBe(false);
    expect(isValidIin('90010130001')).toBe(false);
    expect(isValidIin('90010130001a')).toBe(false);
    expect(iinBirthDate('900231300017')).toBeNull();
    expect(iinBirthDate('900101700017')).toBeNull();
    expect(iinSex('900101000017')).toBeNull();
  });

  it('accepts every number built by the rule and no other last digit', () => {
    fc.assert(
      fc.property(
        birthPart,
        fc.boolean(),
        fc.stringMatching(/^\d{4}$/),
        ({ yymmdd, iso, year }, female, serial) => {
          const century = year >= 2000 ? (female ? 6 : 5) : female ? 4 : 3;
          const iin = withCheckDigit(`${yymmdd}${century}${serial}`);
          fc.pre(iin !== null);
          expect(isValidIin(iin!)).toBe(true);
          expect(iinBirthDate(iin!)).toBe(iso);
          expect(iinSex(iin!)).toBe(female ? 'female' : 'male');
          const last = Number(iin!.at(-1));
          for (let other = 0; other <= 9; other++) {
            if (other !== last) expect(isValidIin(`${iin!.slice(0, 11)}${other}`)).toBe(false);
          }
        },
      ),
    );
  });
});
