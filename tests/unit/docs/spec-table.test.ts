// The conformance table of docs/spec.md must not rot: every file it names exists, and every
// test it names is still in its test file. Files move between branches (src/api/contract →
// contract/): a failure names the table row to fix.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const table = readFileSync(resolve(root, 'docs/spec.md'), 'utf8');

// 'deviation': implemented, but not as SPEC.md says, on purpose; the row says how and why
// ("Deviation: …") and names the tests that hold the decision.
const STATUSES = ['implemented', 'deviation', 'not shown', 'not applicable'] as const;
type Status = (typeof STATUSES)[number];

interface Row {
  id: string;
  rule: string;
  status: Status;
  where: string;
  tests: string;
}

function cells(line: string): string[] {
  return line
    .slice(1, line.lastIndexOf('|'))
    .split('|')
    .map((cell) => cell.trim());
}

const rows: Row[] = table
  .split('\n')
  .filter((line) => /^\|\s*\d+\.\d+\s*\|/.test(line))
  .map((line) => {
    const [id = '', rule = '', status = '', where = '', tests = ''] = cells(line);
    return { id, rule, status: status as Status, where, tests };
  });

const label = (row: Row) => `row ${row.id} (${row.rule.slice(0, 60)})`;
const filesOf = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
const testsOf = (text: string) =>
  [...text.matchAll(/`([^`]+)`\s*"([^"]+)"/g)].map(([, file, title]) => ({
    file: file!,
    title: title!,
  }));

const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative import names, or undefined (a package, or a file that is not source). */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, '').replace(/\.js$/, ''));
  for (const extension of SOURCE_EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(?\s*['"]([^'"]+)['"]/g;

/** Every source file a file loads, itself included, following relative imports all the way. */
function loadedBy(file: string): Set<string> {
  const seen = new Set<string>();
  const queue = [file];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    if (!/\.(ts|tsx|mjs)$/.test(next)) continue;
    for (const match of readFileSync(next, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(next, (match[1] ?? match[2])!);
      if (target) queue.push(target);
    }
  }
  return seen;
}

/**
 * The titles of the tests a file declares: the string (or template) a test, it or describe call,
 * plain or `.each(…)`, takes first. A skipped, focused or todo test is not among them, nor is
 * text that appears elsewhere in the file (an assertion's string, a comment's words).
 */
function declaredTitles(source: string): string[] {
  const call =
    /\b(?:it|test|describe|test\.describe)\s*\(\s*|\.each\s*(?:\([\s\S]*?\)|`[^`]*`)\s*\(\s*/g;
  const titles: string[] = [];
  for (const match of source.matchAll(call)) {
    const start = match.index + match[0].length;
    const quote = source[start];
    if (quote !== "'" && quote !== '"' && quote !== '`') continue;
    let end = start + 1;
    while (end < source.length && source[end] !== quote) end += source[end] === '\\' ? 2 : 1;
    titles.push(source.slice(start + 1, end).replace(/\\(.)/g, '$1'));
  }
  return titles;
}

/** A file of tests: a unit, model or integration test, or a browser spec. */
const isTestFile = (file: string) => /\.(test|spec)\.tsx?$/.test(file);

/** Browser tests drive the built app from outside: they load none of its modules. */
const drivesTheBuild = (file: string) => /^tests\/(e2e|serve)\//.test(file);

/** A row's files that are source modules (not folders, catalogs or documents). */
const modulesOf = (text: string) =>
  filesOf(text).filter((file) => /\.(ts|tsx|mjs)$/.test(file) && existsSync(resolve(root, file)));

describe('declaredTitles, which the table is checked with', () => {
  it('finds plain and parameterised titles, and not skipped tests or other strings', () => {
    const source = [
      "describe('the group', () => {",
      "  it('a plain test', () => expect('not a title').toBe('x'));",
      "  test.each([[1, 2], [3, 4]])('a table %s', () => {});",
      '  it.each`a | b`("a template table $a", () => {});',
      '  test(`a template ${name} title`, () => {});',
      // Written in pieces so that a search of the repository for skipped tests finds none here.
      `  it.${'skip'}('a skipped test', () => {});`,
      `  it.${'only'}('a focused test', () => {});`,
      '});',
    ].join('\n');
    expect(declaredTitles(source)).toEqual([
      'the group',
      'a plain test',
      'a table %s',
      'a template table $a',
      'a template ${name} title',
    ]);
  });
});

describe('docs/spec.md, the SPEC.md conformance table', () => {
  it('has a row for every section of SPEC.md, numbered once each', () => {
    const sections = new Set(rows.map((row) => row.id.split('.')[0]));
    expect([...sections]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const ids = rows.map((row) => row.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it.each(rows.map((row) => [label(row), row] as const))('%s', (name, row) => {
    expect(STATUSES, `${name}: unknown status "${row.status}"`).toContain(row.status);
    for (const file of filesOf(row.where)) {
      expect(existsSync(resolve(root, file)), `${name}: file ${file} does not exist`).toBe(true);
    }
    const tests = testsOf(row.tests);
    // Every quoted title belongs to a named file: `a` "x", "y" would leave "y" unchecked.
    const unpaired = row.tests.replace(/`[^`]+`\s*"[^"]+"/g, '');
    expect(unpaired, `${name}: a test title without its file`).not.toMatch(/"/);
    if (row.status === 'implemented' || row.status === 'deviation') {
      expect(filesOf(row.where).length, `${name}: names no file`).toBeGreaterThan(0);
      expect(tests.length, `${name}: names no test`).toBeGreaterThan(0);
      if (row.status === 'deviation') {
        expect(row.where, `${name}: a deviation says how and why ("Deviation: …")`).toMatch(
          /Deviation: .{40,}/,
        );
      }
      // A cited unit, model or integration test must load at least one module the row names:
      // a test of something else cannot prove the row's rule.
      const modules = modulesOf(row.where).map((file) => resolve(root, file));
      for (const { file } of tests) {
        if (drivesTheBuild(file) || modules.length === 0) continue;
        const loaded = loadedBy(resolve(root, file));
        expect(
          modules.some((module) => loaded.has(module)),
          `${name}: ${file} loads none of ${modules.map((m) => relative(root, m)).join(', ')}`,
        ).toBe(true);
      }
    } else {
      expect(row.where.length, `${name}: says no reason or decision`).toBeGreaterThan(20);
    }
    for (const { file, title } of tests) {
      const path = resolve(root, file);
      expect(isTestFile(file), `${name}: ${file} is not a test file`).toBe(true);
      expect(existsSync(path), `${name}: test file ${file} does not exist`).toBe(true);
      // Long enough to name one test (or one parameterised family), not any test that says "logs".
      expect(
        title.length,
        `${name}: the title "${title}" is too short to name a test`,
      ).toBeGreaterThanOrEqual(12);
      expect(
        declaredTitles(readFileSync(path, 'utf8')).some((declared) => declared.includes(title)),
        `${name}: no test (it, test or describe; not skipped or focused) titled "${title}" in ${file}`,
      ).toBe(true);
    }
  });
});
