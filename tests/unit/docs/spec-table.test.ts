// The conformance table of docs/spec.md must not rot: every file it names exists, and every
// test it names is still in its test file. Files move between branches (src/api/contract →
// contract/): a failure names the table row to fix.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const table = readFileSync(resolve(root, 'docs/spec.md'), 'utf8');

const STATUSES = ['implemented', 'not shown', 'not applicable'] as const;
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
    if (row.status === 'implemented') {
      expect(filesOf(row.where).length, `${name}: names no file`).toBeGreaterThan(0);
      expect(tests.length, `${name}: names no test`).toBeGreaterThan(0);
    } else {
      expect(row.where.length, `${name}: says no reason or decision`).toBeGreaterThan(20);
    }
    for (const { file, title } of tests) {
      const path = resolve(root, file);
      expect(existsSync(path), `${name}: test file ${file} does not exist`).toBe(true);
      expect(
        readFileSync(path, 'utf8').includes(title),
        `${name}: no test titled "${title}" in ${file}`,
      ).toBe(true);
    }
  });
});
