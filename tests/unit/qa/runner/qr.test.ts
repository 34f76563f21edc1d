import { PNG } from 'pngjs';
import { encode } from 'uqr';
import { describe, expect, test } from 'vitest';
import { decodeQr, handoffLinkProblem } from '../../../../qa/runner/qr';

/** A QR code drawn as a screenshot would show it: `scale` pixels a module, black on white. */
function pictureOf(text: string, scale = 5): Buffer {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  const png = new PNG({ width: size * scale, height: size * scale });
  for (let y = 0; y < size * scale; y += 1) {
    for (let x = 0; x < size * scale; x += 1) {
      const dark = data[Math.floor(y / scale)]?.[Math.floor(x / scale)] === true;
      const at = (y * size * scale + x) * 4;
      png.data.fill(dark ? 0 : 255, at, at + 3);
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

describe('reading the QR code of a screenshot', () => {
  test('gives back what it holds', () => {
    const link = 'http://127.0.0.1:4573/kk/login?phone=77011234567';
    expect(decodeQr(pictureOf(link))).toBe(link);
  });

  test('finds nothing in a picture without a code', () => {
    const blank = new PNG({ width: 50, height: 50 });
    blank.data.fill(255);
    expect(decodeQr(PNG.sync.write(blank))).toBeNull();
  });
});

describe("the offer's address", () => {
  const expected = { origin: 'https://qazcredit.kz', lang: 'ru' as const, phone: '77011234567' };

  test('is right when it is the site, /login, the language and the phone alone', () => {
    expect(handoffLinkProblem('https://qazcredit.kz/login?phone=77011234567', expected)).toBe(
      undefined,
    );
    expect(
      handoffLinkProblem('https://qazcredit.kz/kk/login?phone=77011234567', {
        ...expected,
        lang: 'kk',
      }),
    ).toBeUndefined();
  });

  test('says what is wrong with anything else', () => {
    const problem = (link: string) => handoffLinkProblem(link, expected);
    expect(problem('https://evil.example/login?phone=77011234567')).toMatch(/evil\.example/);
    expect(problem('https://qazcredit.kz/kk/login?phone=77011234567')).toMatch(/kk\/login/);
    expect(problem('https://qazcredit.kz/login?phone=77011234567&token=abc')).toMatch(/query/);
    expect(problem('https://qazcredit.kz/login?phone=77019999999')).toMatch(/77019999999/);
    expect(problem('https://qazcredit.kz/login')).toMatch(/query/);
    expect(problem('https://qazcredit.kz/login?phone=77011234567#session')).toMatch(/more/);
    expect(problem('not a link')).toMatch(/no address/);
  });
});
