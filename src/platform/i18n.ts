import { i18n, type Messages } from '@lingui/core';
import type { Locale } from './locale';
import { logLocaleLoadFailure } from './logger';

export { i18n };

type CatalogModule = Promise<{ messages: Messages }>;
export type CatalogName = 'shell' | 'home' | 'pages' | 'registration' | 'calculators' | 'head';

// Explicit loaders so each feature's catalog is its own chunk, fetched with the feature's route.
const catalogs: Record<CatalogName, Record<Locale, () => CatalogModule>> = {
  shell: {
    ru: () => import('../../locales/ru/shell.po'),
    kk: () => import('../../locales/kk/shell.po'),
  },
  home: {
    ru: () => import('../../locales/ru/home.po'),
    kk: () => import('../../locales/kk/home.po'),
  },
  pages: {
    ru: () => import('../../locales/ru/pages.po'),
    kk: () => import('../../locales/kk/pages.po'),
  },
  registration: {
    ru: () => import('../../locales/ru/registration.po'),
    kk: () => import('../../locales/kk/registration.po'),
  },
  calculators: {
    ru: () => import('../../locales/ru/calculators.po'),
    kk: () => import('../../locales/kk/calculators.po'),
  },
  head: {
    ru: () => import('../../locales/ru/head.po'),
    kk: () => import('../../locales/kk/head.po'),
  },
};

const loaded = new Set<string>();

export class LocaleLoadError extends Error {
  override name = 'LocaleLoadError';
}

/** Loads one feature catalog for a locale once; messages merge into the locale's table. */
export async function loadCatalog(name: CatalogName, locale: Locale): Promise<void> {
  const key = `${name}:${locale}`;
  if (loaded.has(key)) return;
  try {
    const { messages } = await catalogs[name][locale]();
    i18n.load(locale, messages);
    loaded.add(key);
  } catch (cause) {
    logLocaleLoadFailure({ catalog: name, locale, cause });
    throw new LocaleLoadError('Failed locale loading', { cause });
  }
}

/** The catalogs loaded so far in a locale. */
function loadedIn(locale: string | undefined): CatalogName[] {
  return (Object.keys(catalogs) as CatalogName[]).filter((name) => loaded.has(`${name}:${locale}`));
}

export async function activateLocale(locale: Locale, ...names: CatalogName[]): Promise<void> {
  // A language switch re-renders the page still on screen in the new language before the next
  // page's loaders run: whatever that page shows must be there in the new language first.
  const shown = i18n.locale === locale ? [] : loadedIn(i18n.locale);
  const wanted = new Set<CatalogName>(['shell', ...names, ...shown]);
  await Promise.all([...wanted].map((name) => loadCatalog(name, locale)));
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
