import { describe, expect, it } from 'vitest';
import {
  dateDigitsToIso,
  isoToDateDigits,
  isoToDateText,
  normalizeOtp,
} from '../../../../src/features/registration/forms/masks';

describe('dates typed as дд/мм/гггг', () => {
  it('convert to ISO year-month-day and back', () => {
    expect(dateDigitsToIso('25/03/1990')).toBe('1990-03-25');
    expect(dateDigitsToIso('25031990')).toBe('1990-03-25');
    expect(isoToDateDigits('1990-03-25')).toBe('25031990');
    expect(isoToDateText('1990-03-25')).toBe('25/03/1990');
  });

  it('are not a date until whole and real', () => {
    expect(dateDigitsToIso('25/03/19')).toBeNull();
    expect(dateDigitsToIso('31/02/2000')).toBeNull();
    expect(dateDigitsToIso('29/02/2001')).toBeNull();
    expect(dateDigitsToIso('29/02/2000')).toBe('2000-02-29');
    expect(isoToDateDigits('25.03.1990')).toBe('');
  });
});

describe('the SMS code', () => {
  it('is four digits with spaces removed', () => {
    expect(normalizeOtp(' 12 34 ')).toBe('1234');
    expect(normalizeOtp('1 2 3 4 5')).toBe('1234');
  });
});
