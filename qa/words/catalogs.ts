// The screens' words as the app's Lingui catalogs (locales/{ru,kk}/*.po) hold them, for QA's
// paths and for tests that walk the screens as a person reads them: Russian is the source
// language, and the Kazakh is looked up, never written again. A message with a generated id is
// keyed by its Russian text; one with an explicit id (the step declarations' words) by its id,
// its Russian being the ru catalog's translation.
import { readFileSync } from 'node:fs';

export type Lang = 'ru' | 'kk';

/**
 * The catalogs the screens' words come from: the sandbox's pages (the signing page, an external
 * service's stand-in, by explicit ids) first, so the app's own words win a shared Russian text.
 */
const CATALOGS = ['sandbox', 'registration', 'shell', 'calculators'] as const;

interface Entry {
  msgid: string;
  msgstr: string;
  explicit: boolean;
}

/** The entries of a .po file (multi-line strings joined, escapes undone). */
export function readCatalog(file: string): Entry[] {
  const entries: Entry[] = [];
  const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;
  let field: 'msgid' | 'msgstr' | null = null;
  let entry: Entry = { msgid: '', msgstr: '', explicit: false };
  const flush = () => {
    if (entry.msgid) entries.push(entry);
    entry = { msgid: '', msgstr: '', explicit: false };
    field = null;
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('#. js-lingui-explicit-id')) entry.explicit = true;
    else if (line.startsWith('msgid ')) {
      field = 'msgid';
      entry.msgid = unquote(line);
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      entry.msgstr = unquote(line);
    } else if (line.startsWith('"') && field) {
      entry[field] += unquote(line);
    } else if (line.trim() === '') {
      flush();
    }
  }
  flush();
  return entries;
}

/** The catalogs live in the repository's locales/; QA's commands run from its root. */
const catalogFile = (lang: Lang, name: string) => `locales/${lang}/${name}.po`;

/** Russian text → Kazakh text, and explicit id → [Russian, Kazakh], over every catalog. */
function loadWords() {
  const kazakh = new Map<string, string>();
  const byId = new Map<string, Record<Lang, string>>();
  for (const name of CATALOGS) {
    const ru = new Map(readCatalog(catalogFile('ru', name)).map((e) => [e.msgid, e.msgstr]));
    for (const entry of readCatalog(catalogFile('kk', name))) {
      const russian = entry.explicit ? ru.get(entry.msgid) : entry.msgid;
      if (russian === undefined || entry.msgstr === '') continue;
      kazakh.set(russian, entry.msgstr);
      if (entry.explicit) byId.set(entry.msgid, { ru: russian, kk: entry.msgstr });
    }
  }
  return { kazakh, byId };
}

let words: ReturnType<typeof loadWords> | null = null;
const catalogs = () => (words ??= loadWords());

/** The Kazakh of a Russian text of the screens; throws when the catalogs have none. */
export function kazakhOf(russian: string): string {
  const found = catalogs().kazakh.get(russian);
  if (found === undefined) throw new Error(`No Kazakh for «${russian}» in locales/kk`);
  return found;
}

/** A Russian text of the screens in `lang`. */
export function inLanguage(lang: Lang, russian: string): string {
  return lang === 'ru' ? russian : kazakhOf(russian);
}

/** A message with an explicit id (a step declaration's words, `{ id, message }`) in `lang`. */
export function wordsOf(lang: Lang, message: { id: string; message: string }): string {
  if (lang === 'ru') return message.message;
  const found = catalogs().byId.get(message.id);
  if (!found) throw new Error(`No Kazakh for «${message.id}» (${message.message}) in locales/kk`);
  return found.kk;
}
