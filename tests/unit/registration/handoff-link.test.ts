import { describe, expect, test } from 'vitest';
import { handoffLink } from '../../../src/features/registration/handoff/handoff-link';
import { validateLoginSearch } from '../../../src/features/registration/login-search';

// Issue 33: the address a computer's QR code gives the phone holds the site's own /login, the
// page's language and the phone as a hint, nothing else; /login keeps the hint only when it is
// a phone number (SPEC.md §5: 7 and ten digits).

describe('the address of the offer to continue on the phone', () => {
  test('is /login on this site, /kk/login on the Kazakh one, with the phone', () => {
    expect(handoffLink('https://qazcredit.kz', 'ru', '77011234567')).toBe(
      'https://qazcredit.kz/login?phone=77011234567',
    );
    expect(handoffLink('http://127.0.0.1:4573', 'kk', '77011234567')).toBe(
      'http://127.0.0.1:4573/kk/login?phone=77011234567',
    );
  });

  test('without a phone number it is /login alone', () => {
    expect(handoffLink('https://qazcredit.kz', 'ru', null)).toBe('https://qazcredit.kz/login');
    expect(handoffLink('https://qazcredit.kz', 'kk', '7701')).toBe('https://qazcredit.kz/kk/login');
  });
});

describe("/login's search", () => {
  test('keeps a phone number as the router reads it (digits as a number)', () => {
    expect(validateLoginSearch({ phone: 77011234567 })).toEqual({ phone: 77011234567 });
    expect(validateLoginSearch({ phone: '77011234567' })).toEqual({ phone: 77011234567 });
  });

  test('drops whatever is not a phone number, and keeps the other parameters', () => {
    for (const phone of [
      12345,
      '7701123456',
      '770112345678',
      '<script>',
      '7701abc4567',
      null,
      {},
    ]) {
      expect(validateLoginSearch({ phone, utm_source: 'qr' })).toEqual({
        phone: undefined,
        utm_source: 'qr',
      });
    }
    expect(validateLoginSearch({ amount: 78500 })).toEqual({ amount: 78500, phone: undefined });
  });
});
