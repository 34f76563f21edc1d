// Every word a person reads is in the catalogs (issue 48): fails, naming the file and the line,
// when a TypeScript file outside tests/ holds Russian or Kazakh (any Cyrillic) in a string, a
// template or JSX text that is not a Lingui source message (the `t`, `msg`, `defineMessage`
// macros, `<Trans>`, `<Plural>`, `<Select>`, or a `/*i18n*/ { id, message }` descriptor).
// Comments, regular expressions and tests are not read. The exceptions are below, each with
// its reason. `npx tsx scripts/i18n-words.ts --list` prints every Cyrillic literal outside a
// message, the exceptions included, with the reason each passes.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { readCatalog } from '../qa/words/catalogs';

const CYRILLIC = /[\u0400-\u04FF]/u;

/** Data a server would send: whole files of it, shown as the server answers them. */
const SERVER_DATA: Record<string, string> = {
  'sandbox/countries.ts': "the sandbox's country names: the countries call's answer",
  'sandbox/pages/documents.ts':
    "the lender's consent documents (their names are the documents call's answer, their text the documents' pages)",
  'qa/contract/operations.ts':
    "OpenAPI examples of the server's answers (country and document names)",
};

/** A language's own name, as its switcher offers it (SPEC.md §1: Рус, Қаз). */
const LANGUAGE_NAMES = new Set(['Рус', 'Қаз', 'Русский', 'Қазақша']);

/**
 * Russian never shown as it is: each string of these files with the reason. A new string in
 * them is read as any other.
 */
const NOT_SHOWN: Record<string, { reason: string; strings: readonly string[] }> = {
  'contract/fatal.ts': {
    reason:
      "SPEC.md §8's messages of a failure: logged and in the API's 401 answer; the error page shows its own words",
    strings: ['Возникла непредвиденная ошибка', 'Необходима авторизация'],
  },
};

/**
 * Files that name the app's words by their Russian source to look them up in the catalogs
 * (qa/words/catalogs.ts): each of their Cyrillic strings must be a source message of
 * locales/ru/*.po, so it is the catalogs' and changes with them.
 */
const CATALOG_READERS: Record<string, string> = {
  'qa/paths/qa-paths.ts': "QA's paths: the screens' words, looked up in the catalogs",
};

const MACRO_CALLS = new Set(['t', 'msg', 'defineMessage', 'plural', 'select', 'selectOrdinal']);
const MACRO_JSX = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const I18N_MARK = /\/\*\s*i18n\s*\*\/\s*$/u;

/** Whether `node` is inside a Lingui source message. */
function inMessage(node: ts.Node, text: string): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isTaggedTemplateExpression(at) && MACRO_CALLS.has(at.tag.getText())) return true;
    if (ts.isCallExpression(at) && MACRO_CALLS.has(at.expression.getText())) return true;
    const tag = ts.isJsxElement(at)
      ? at.openingElement.tagName
      : ts.isJsxSelfClosingElement(at)
        ? at.tagName
        : null;
    if (tag && MACRO_JSX.has(tag.getText())) return true;
    if (
      ts.isObjectLiteralExpression(at) &&
      I18N_MARK.test(text.slice(at.getFullStart(), at.getStart()))
    )
      return true;
  }
  return false;
}

/** The Cyrillic strings, templates and JSX texts of a file outside Lingui messages. */
export interface PlainWords {
  line: number;
  words: string;
}

export function plainWords(file: string, text: string): PlainWords[] {
  const found: PlainWords[] = [];
  const kind = /x$/u.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const visit = (node: ts.Node): void => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node);
    if (literal && CYRILLIC.test(node.text) && !inMessage(node, text)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ line, words: node.text.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The source messages of the Russian catalogs: generated ids' msgids, explicit ids' Russian. */
function sourceMessages(): Set<string> {
  const messages = new Set<string>();
  for (const name of readdirSync('locales/ru').filter((file) => file.endsWith('.po'))) {
    for (const entry of readCatalog(`locales/ru/${name}`)) {
      messages.add(entry.explicit ? entry.msgstr : entry.msgid);
    }
  }
  return messages;
}

/** Why a plain Cyrillic string passes, or null when it must not. */
function exception(file: string, words: string, catalogs: () => Set<string>): string | null {
  if (file === 'scripts/i18n-words.ts') return "this check's own list of the exceptions";
  if (SERVER_DATA[file]) return `data a server would send: ${SERVER_DATA[file]}`;
  if (LANGUAGE_NAMES.has(words)) return "a language's own name";
  const notShown = NOT_SHOWN[file];
  if (notShown?.strings.includes(words)) return `not shown: ${notShown.reason}`;
  if (CATALOG_READERS[file] && catalogs().has(words)) {
    return `a catalog's source message, looked up: ${CATALOG_READERS[file]}`;
  }
  return null;
}

/** The plain strings a person reads, as `file:line: «words»`; `list` prints every one read. */
export function checkWords({ list = false } = {}): string[] {
  const listed = [
    'ls-files',
    '--cached',
    '--others',
    '--exclude-standard',
    '*.ts',
    '*.tsx',
    '*.mts',
  ];
  const files = execFileSync('git', listed, { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.startsWith('tests/') && !file.endsWith('.d.ts'));
  let messages: Set<string> | undefined;
  const catalogs = () => (messages ??= sourceMessages());
  const problems: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // deleted in the work tree
    }
    if (!CYRILLIC.test(text)) continue;
    for (const { line, words } of plainWords(file, text)) {
      const why = exception(file, words, catalogs);
      if (list) console.log(`${file}:${line}: «${words.slice(0, 60)}» ${why ?? 'SHOWN'}`);
      if (!why) problems.push(`${file}:${line}: «${words.slice(0, 80)}»`);
    }
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = checkWords({ list: process.argv.includes('--list') });
  for (const problem of problems) {
    console.error(
      `${problem} is a plain string a person reads: make it a Lingui message (t, msg, <Trans>, or a /*i18n*/ descriptor) so its words are in locales/{ru,kk}/*.po`,
    );
  }
  if (problems.length) {
    console.error(`i18n words check failed: ${problems.length} string(s) outside the catalogs.`);
    process.exit(1);
  }
  console.log('i18n words check passed: every word a person reads is a Lingui message.');
}
