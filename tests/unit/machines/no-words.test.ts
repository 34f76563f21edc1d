// Issue 25, one house per user: machines/ holds the statecharts and what is derived from them,
// never words a person reads. The screens' words live in locales/, QA's in qa/, the contract's
// messages (SPEC.md §8) in contract/; a Russian or Kazakh letter in machines/ is one of those
// in the wrong house.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';

const machines = resolve(import.meta.dirname, '../../../machines');
const CYRILLIC = /[А-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі]/u;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

test('machines/ has no Russian or Kazakh word in any file', () => {
  const files = filesUnder(machines);
  expect(files.length).toBeGreaterThan(10);
  const withWords = files.filter((file) => CYRILLIC.test(readFileSync(file, 'utf8')));
  expect(withWords).toEqual([]);
});
