import { STEP_NAMES, stepDeclaration } from '../../../contract';

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

/**
 * Login and registration screens: a head of their own, content rendered by the browser. The
 * registration's are every declared step's screen (contract/steps), so a new step's is checked.
 */
export const SHELL_PAGES: readonly string[] = [
  '/login',
  ...new Set(STEP_NAMES.map((step) => stepDeclaration(step).route)),
];

export const LANGUAGES = [
  { lang: 'ru', prefix: '', ogLocale: 'ru_KZ' },
  { lang: 'kk', prefix: '/kk', ogLocale: 'kk_KZ' },
] as const;

/** `/about` in kk is `/kk/about`; the home page is `/kk`. */
export function localized(prefix: string, path: string): string {
  return path === '/' ? prefix || '/' : prefix + path;
}
