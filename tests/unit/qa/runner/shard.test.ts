import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { qaPaths, scenarioJourneys } from '../../../../qa/paths/qa-paths';
import { mergeMain } from '../../../../qa/runner/merge';
import { junitXml, writeReport } from '../../../../qa/runner/report';
import type { CaseResult, RunResult } from '../../../../qa/runner/run';
import { inShard, mergeRuns, parseShard } from '../../../../qa/runner/shard';
import { journeyCoverage } from '../../../../qa/runner/coverage';

// docs/qa.md, "Across machines": n shards walk every path once between them, and their reports
// merge into one as if one machine had walked them all.
const PATHS = [...qaPaths('ru'), ...scenarioJourneys('ru')];

describe('--shard i/n', () => {
  test.each([1, 2, 3, 4])('%i shards walk every path exactly once', (total) => {
    const walked = Array.from({ length: total }, (_, i) =>
      inShard(PATHS, { index: i + 1, total }).map((path) => path.target),
    ).flat();
    expect(walked.sort()).toEqual(PATHS.map((path) => path.target).sort());
  });

  test('splits evenly: no shard holds two paths more than another', () => {
    const sizes = [1, 2, 3].map((index) => inShard(PATHS, { index, total: 3 }).length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  test.each(['0/2', '3/2', '1/0', '1', 'a/b', '1/65'])('"%s" is a usage error', (text) => {
    expect(() => parseShard(text)).toThrow(/--shard is i\/n/);
  });
});

const result = (target: string, status: CaseResult['status'], ms: number): CaseResult => ({
  target,
  scenario: 'standard',
  status,
  ms,
  steps: [],
  ...(status === 'failed'
    ? {
        failure: {
          step: 1,
          node: 'login.phone',
          do: 'open /login',
          route: '/login',
          spec: 'SPEC §2 /login',
          expected: 'Вход и регистрация',
          shown: '',
          message: 'expected «Вход и регистрация»',
        },
      }
    : {}),
});

const run = (cases: CaseResult[], startedAt: string, ms: number): RunResult => ({
  environment: 'sandbox',
  envFile: 'qa/environments/sandbox.json',
  baseUrl: 'http://127.0.0.1:4273',
  lang: 'ru',
  startedAt: new Date(startedAt),
  ms,
  cases,
});

describe('--merge', () => {
  const [a, b, c] = PATHS.map((path) => path.target);
  const first = run(
    [result(a!, 'passed', 1000), result(c!, 'passed', 3000)],
    '2026-12-04T10:00:00.000Z',
    9000,
  );
  const second = run([result(b!, 'failed', 2000)], '2026-12-04T09:59:58.000Z', 7000);

  test('one run: every case in the paths’ order, from the first start, as long as the longest shard', () => {
    const merged = mergeRuns([first, second], PATHS);
    expect(merged.cases.map((each) => each.target)).toEqual([a, b, c]);
    expect(merged.startedAt.toISOString()).toBe('2026-12-04T09:59:58.000Z');
    expect(merged.ms).toBe(9000);
    expect(junitXml(merged)).toContain(
      'tests="3" failures="1" errors="0" skipped="0" time="9.000"',
    );
  });

  test('a path in two shards is refused', () => {
    expect(() => mergeRuns([first, first], PATHS)).toThrow(`${a} was walked by two shards`);
  });

  test('the command joins two report folders into one junit.xml holding every testcase', async () => {
    const root = await mkdtemp(join(tmpdir(), 'merge-'));
    const dirs = [join(root, 'shard-1'), join(root, 'shard-2')];
    for (const [dir, shard] of [
      [dirs[0]!, first],
      [dirs[1]!, second],
    ] as const) {
      await writeReport(dir, shard, journeyCoverage(PATHS, shard.cases));
    }
    const out: string[] = [];
    const io = { out: (line: string) => out.push(line), err: (line: string) => out.push(line) };
    const status = await mergeMain(['--merge', ...dirs, '--report', join(root, 'all')], io);
    expect(status).toBe(1); // one path failed
    const xml = await readFile(join(root, 'all', 'junit.xml'), 'utf8');
    expect(xml).toContain('tests="3" failures="1"');
    for (const target of [a, b, c]) expect(xml).toContain(`<testcase name="${target}"`);
    expect(out[0]).toBe('3 paths (ru) from 2 shards: 2 passed or skipped, 1 failed');
  });

  test('a folder without a readable run.json is a usage error naming the file and the field', async () => {
    const root = await mkdtemp(join(tmpdir(), 'merge-'));
    await writeFile(join(root, 'run.json'), JSON.stringify({ ...first, lang: 'en' }));
    const out: string[] = [];
    const io = { out: (line: string) => out.push(line), err: (line: string) => out.push(line) };
    expect(await mergeMain(['--merge', root], io)).toBe(2);
    expect(out.join('\n')).toContain(`${join(root, 'run.json')}: lang:`);
  });
});
