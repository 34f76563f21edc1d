import { getCookie, setCookie } from './cookies';

export type Locale = 'ru' | 'kk';

export interface LocaleEntry {
  code: Locale;
  backendCode: string;
  language: string;
  name: string;
  files: string[];
}

export const LOCALES: readonly LocaleEntry[] = [
  { code: 'ru', backendCode: 'ru', language: 'ru-RU', name: 'Русский', files: ['ru'] },
  { code: 'kk', backendCode: 'kz', language: 'kk-KZ', name: 'Қазақша', files: ['kk'] },
];

export const DEFAULT_LOCALE: Locale = 'ru';
export const LOCALE_COOKIE = 'i18n_redirected';
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return value === 'ru' || value === 'kk';
}

export function localeEntry(locale: Locale): LocaleEntry {
  return LOCALES.find((entry) => entry.code === locale) ?? LOCALES[0]!;
}

/** ru has no prefix (Nuxt's prefix_except_default); every other locale lives under /{code}. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return first === 'kk' ? 'kk' : DEFAULT_LOCALE;
}

export function stripLocale(pathname: string): string {
  if (pathname === '/kk') return '/';
  return pathname.startsWith('/kk/') ? pathname.slice(3) : pathname;
}

export function localizePath(path: string, locale: Locale): string {
  const bare = stripLocale(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

/** Route names carry a locale suffix, as in Nuxt i18n: `/login/iin` in kk is `login-iin___kk`. */
export function routeBaseName(path: string): string {
  const bare = stripLocale(path).replace(/^\/+|\/+$/g, '');
  return bare === '' ? 'index' : bare.replaceAll('/', '-');
}

/** A base route name with the locale suffix: `login-iin` in kk is `login-iin___kk`. */
export function withLocaleSuffix(baseName: string, locale: Locale): string {
  return `${baseName}___${locale}`;
}

export function routeName(path: string, locale: Locale = localeFromPath(path)): string {
  return withLocaleSuffix(routeBaseName(path), locale);
}

function fromLanguages(languages: readonly string[]): Locale | undefined {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (primary === 'kk' || primary === 'kz') return 'kk';
    if (primary === 'ru') return 'ru';
  }
  return undefined;
}

/** The stored choice first, then the browser's languages, then ru. */
export function detectLocale(
  cookie: string | undefined = getCookie(LOCALE_COOKIE),
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Locale {
  if (isLocale(cookie)) return cookie;
  return fromLanguages(languages) ?? DEFAULT_LOCALE;
}

export function storeLocale(locale: Locale): void {
  setCookie(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' });
}
