import { describe, expect, it } from 'vitest';
import { errorKind } from '../../../src/features/shell/ErrorPage';

// SPEC §2: "503 gives technical works; 500 or a missing code gives internal server error; any
// other code gives page not found", and SPEC §8: "Any 5xx response: fatal 500 page".
describe('the error page chosen by statusCode', () => {
  it('is technical works for 503', () => {
    expect(errorKind(503)).toBe('technical-works');
  });

  it('is the internal server error for 500, a missing code and every other 5xx', () => {
    for (const code of [undefined, 500, 501, 502, 504, 505, 507, 599]) {
      expect(errorKind(code), String(code)).toBe('internal');
    }
  });

  it('is page not found for any other code', () => {
    for (const code of [400, 404, 409, 410, 418, 499, 600]) {
      expect(errorKind(code), String(code)).toBe('not-found');
    }
  });
});
