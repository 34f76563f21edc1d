// The sandbox's words are the app's Lingui catalogs (locales/{ru,kk}/*.po): the rules' messages
// of its 422 answers (registration.po, read through the contract's ruleMessage) and its own
// (sandbox.po). Read once from the .po files, compiled as the app's build compiles them, into
// Lingui's one i18n instance.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { i18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Lang } from '../contract';

const CATALOGS = ['registration', 'sandbox'] as const;
const LANGS: readonly Lang[] = ['ru', 'kk'];
const SOURCE: Lang = 'ru';

// A path, not `new URL(…, import.meta.url)`: Vite (the tests) would take that for an asset.
const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales');
const catalogFile = (lang: Lang, name: string) => join(LOCALES, lang, `${name}.po`);

/** One language's messages: every translation, or in the source language its message. */
async function messagesIn(lang: Lang): Promise<Messages> {
  const po = formatter({ lineNumbers: false });
  const messages: Messages = {};
  for (const name of CATALOGS) {
    const text = await readFile(catalogFile(lang, name), 'utf8');
    const catalog = await po.parse(text, {
      locale: lang,
      sourceLocale: SOURCE,
      filename: `${name}.po`,
    });
    for (const [id, entry] of Object.entries(catalog)) {
      const words = entry.translation || (lang === SOURCE ? entry.message : undefined);
      if (words) messages[id] = compileMessage(words);
    }
  }
  return messages;
}

let loading: Promise<void> | undefined;

/** Loads the catalogs once per process; the sandbox answers in Russian unless asked otherwise. */
export function loadSandboxWords(): Promise<void> {
  loading ??= Promise.all(LANGS.map(async (lang) => [lang, await messagesIn(lang)] as const)).then(
    (loaded) => {
      for (const [lang, messages] of loaded) i18n.load(lang, messages);
      if (!i18n.locale) i18n.activate(SOURCE);
    },
  );
  return loading;
}
