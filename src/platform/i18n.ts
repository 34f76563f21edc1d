import { i18n, type Messages } from '@lingui/core';
import type { Locale } from './locale';
import { logLocaleLoadFailure } from './logger';

export { i18n };

const CATALOG_NAMES = ['shell', 'home', 'pages', 'registration', 'calculators', 'head'] as const;
export type CatalogName = (typeof CATALOG_NAMES)[number];

// One chunk per feature catalog and locale, fetched with the feature's route. The list is
// written out (not *.po) so the development tools' catalog stays out of this table.
const catalogs = import.meta.glob<{ messages: Messages }>(
  '../../locales/*/{shell,home,pages,registration,calculators,head}.po',
);

const loaded = new Set<string>();

export class LocaleLoadError extends Error {
  override name = 'LocaleLoadError';
}

/** Loads one feature catalog for a locale once; messages merge into the locale's table. */
export async function loadCatalog(name: CatalogName, locale: Locale): Promise<void> {
  const key = `${name}:${locale}`;
  if (loaded.has(key)) return;
  try {
    const load = catalogs[`../../locales/${locale}/${name}.po`];
    if (!load) throw new Error(`No catalog ${name} for ${locale}`);
    const { messages } = await load();
    i18n.load(locale, messages);
    loaded.add(key);
  } catch (cause) {
    logLocaleLoadFailure({ catalog: name, locale, cause });
    throw new LocaleLoadError('Failed locale loading', { cause });
  }
}

/** The catalogs loaded so far in a locale. */
function loadedIn(locale: string | undefined): CatalogName[] {
  return CATALOG_NAMES.filter((name) => loaded.has(`${name}:${locale}`));
}

export async function activateLocale(locale: Locale, ...names: CatalogName[]): Promise<void> {
  // A language switch re-renders the page still on screen in the new language before the next
  // page's loaders run: whatever that page shows must be there in the new language first.
  const shown = i18n.locale === locale ? [] : loadedIn(i18n.locale);
  const wanted = new Set<CatalogName>(['shell', ...names, ...shown]);
  await Promise.all([...wanted].map((name) => loadCatalog(name, locale)));
  if (i18n.locale !== locale) i18n.activate(locale);
  // The page's `<html lang>` (the root's guard runs this on every navigation and preload), written
  // only when it changes: each write, of the same value too, restyles the whole page in Blink
  // (`:lang()`; 8–10 ms at 4× in a registration step's task, issue 31).
  const root = typeof document === 'undefined' ? null : document.documentElement;
  if (root && root.lang !== locale) root.lang = locale;
}
