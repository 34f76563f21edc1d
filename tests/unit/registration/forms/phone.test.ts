import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  isCompletePhone,
  nationalDigits,
  toPhoneValue,
} from '../../../../src/features/registration/forms/phone';

describe('the phone number of SPEC.md §5', () => {
  it.each([
    ['87011234567', '7011234567'],
    ['77011234567', '7011234567'],
    ['+7 (701) 123-45-67', '7011234567'],
    ['8 701 123 45 67', '7011234567'],
    ['7011234567', '7011234567'],
    ['701-12', '70112'],
  ])('keeps the national digits of %s', (raw, national) => {
    expect(nationalDigits(raw)).toBe(national);
  });

  it('carries the 7 prefix in the unmasked value, and nothing for nothing typed', () => {
    expect(toPhoneValue('8 (701) 123-45-67')).toBe('77011234567');
    expect(toPhoneValue('')).toBe('');
    expect(isCompletePhone('77011234567')).toBe(true);
    expect(isCompletePhone('7701123456')).toBe(false);
  });

  it('reads a number back as the mask shows it', () => {
    expect(formatPhone('77011234567')).toBe('+7 (701) 123-45-67');
  });
});
