// The public pages of SPEC.md §2 (and the deposit calculator), which the build prerenders with
// their content in both languages. Shared by the prerendered files' test and the browser tests.
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/about/documents',
  '/how-to-get',
  '/how-to-return',
  '/flood-relief',
  '/info',
  '/info/contacts',
  '/info/financial-competence',
  '/info/privacy-policy',
  '/info/security',
  '/info/accessibility',
  '/contacts',
  '/media',
  '/deposit',
  '/badbrowser',
] as const;

/** Login and registration screens: a head of their own, content rendered by the browser. */
export const SHELL_PAGES = [
  '/login',
  '/login/iin',
  '/register/personal',
  '/register/passport',
  '/register/personal-and-passport',
  '/register/photo',
  '/register/liveness-waiting-results',
  '/register/liveness-error',
  '/register/wait',
  '/register/signing-init-wait',
  '/register/signing-init-error',
  '/register/signing-waiting-results',
  '/register/lk',
] as const;

export const LANGUAGES = [
  { lang: 'ru', prefix: '', ogLocale: 'ru_KZ' },
  { lang: 'kk', prefix: '/kk', ogLocale: 'kk_KZ' },
] as const;

/** `/about` in kk is `/kk/about`; the home page is `/kk`. */
export function localized(prefix: string, path: string): string {
  return path === '/' ? prefix || '/' : prefix + path;
}
