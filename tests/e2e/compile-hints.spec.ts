import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Issue 31: Chrome compiles the journey's scripts on a background thread as they stream in,
// when their first line is V8's compile hint; the public pages' own scripts go without. Read
// from the build the browser tests serve (E2E_DIST, `npm run build:test`).
const dist = process.env.E2E_DIST ?? 'dist';
const HINT = '//# allFunctionsCalledOnLoad\n';

interface ManifestChunk {
  file: string;
}
const manifest = JSON.parse(readFileSync(`${dist}-meta/manifest.json`, 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The built file of a source module (its manifest key). */
function fileOf(source: string): string {
  const chunk = manifest[source];
  expect(chunk, `${source} is in the build's manifest`).toBeDefined();
  return chunk!.file;
}
const code = (file: string) => readFileSync(join(dist, file), 'utf8');

test('the app script and the login screen start with the compile hint, before anything else', () => {
  for (const source of [
    'src/main.tsx',
    'src/routes/{-$locale}/_auth/login/index.tsx?tsr-split=component',
  ]) {
    expect(code(fileOf(source)).startsWith(HINT), source).toBe(true);
  }
});

test('a calculator of the public pages, which a visitor may never use, has no hint', () => {
  const calculator = code(fileOf('src/features/calculators/loan/HomeLoanCalculator.tsx'));
  expect(calculator).not.toContain('allFunctionsCalledOnLoad');
});

test("a hinted script's source map still points into the source (the hint moved it a line)", () => {
  const file = fileOf('src/main.tsx');
  const lines = code(file).split('\n');
  // A property name the minifier keeps: React's hydration option in src/main.tsx.
  const needle = 'onRecoverableError';
  const line = lines.findIndex((text) => text.includes(needle));
  expect(line, `the app script has ${needle}`).toBeGreaterThan(0);
  const map = new TraceMap(readFileSync(`${dist}-meta/sourcemaps/${file}.map`, 'utf8'));
  const original = originalPositionFor(map, {
    line: line + 1,
    column: lines[line]!.indexOf(needle),
  });
  expect(original.source).toMatch(/src\/main\.tsx$/);
  const mainSource = readFileSync('src/main.tsx', 'utf8').split('\n');
  expect(mainSource[original.line! - 1]).toContain(needle);
});
