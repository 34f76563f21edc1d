// @vitest-environment jsdom
// SPEC.md §3 (locale entry), §4 (locale detection) and §9 (the two locales and their cookie).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLocale, LOCALES, storeLocale } from '../../../src/platform/locale';

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'i18n_redirected=; max-age=0; path=/';
});

describe('the locales of SPEC §9', () => {
  it('are ru (ru-RU, Russian, backend code ru) and kk (kk-KZ, Kazakh, backend code kz)', () => {
    // SPEC §3: a locale entry is code, backendCode, language, name, files.
    for (const entry of LOCALES) {
      expect(Object.keys(entry).sort()).toEqual(
        ['backendCode', 'code', 'files', 'language', 'name'].sort(),
      );
      expect(entry.files.length).toBeGreaterThan(0);
    }
    expect(
      LOCALES.map(({ code, backendCode, language }) => ({ code, backendCode, language })),
    ).toEqual([
      { code: 'ru', backendCode: 'ru', language: 'ru-RU' },
      { code: 'kk', backendCode: 'kz', language: 'kk-KZ' },
    ]);
    // Each named in its own language: Russian, Kazakh.
    expect(LOCALES.map(({ name }) => name)).toEqual(['Русский', 'Қазақша']);
  });

  it('store the choice in the cookie i18n_redirected for 365 days, path /, sameSite lax', () => {
    const setter = vi.spyOn(Document.prototype, 'cookie', 'set');
    storeLocale('kk');
    const cookie = setter.mock.calls.map(([value]) => String(value).toLowerCase()).at(-1)!;
    expect(cookie).toMatch(/^i18n_redirected=kk;/);
    expect(cookie).toContain(`max-age=${365 * 86400}`);
    expect(cookie).toContain('path=/');
    expect(cookie).toContain('samesite=lax');
  });
});

describe('locale detection of SPEC §4', () => {
  it('takes the stored cookie first, then the browser languages, then the fallback ru', () => {
    expect(detectLocale('ru', ['kk-KZ'])).toBe('ru');
    expect(detectLocale('kk', ['ru-RU'])).toBe('kk');
    expect(detectLocale(undefined, ['en-US', 'kk-KZ', 'ru-RU'])).toBe('kk');
    expect(detectLocale(undefined, ['ru-RU', 'kk'])).toBe('ru');
    expect(detectLocale('de', ['fr-FR'])).toBe('ru');
    expect(detectLocale(undefined, [])).toBe('ru');
  });
});
