import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { qaPaths, TARGET_NAMES } from '../../../../qa/paths/qa-paths';
import { parseEnvironment } from '../../../../qa/environments/schema';
import {
  DEFAULT_ENV,
  main,
  planOf,
  siteEnvironment,
  type RunnerDeps,
} from '../../../../qa/runner/cli';
import { runPaths } from '../../../../qa/runner/run';

const SANDBOX = resolve(import.meta.dirname, '../../../../qa/environments/sandbox.json');

/** Runs the command line with a browser and a site that must not be needed. */
async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const deps: RunnerDeps = {
    launch: {},
    startSite: () => Promise.reject(new Error('no site in this test')),
    io: { out: (text) => out.push(text), err: (text) => err.push(text) },
  };
  const status = await main(argv, deps);
  return { status, out: out.join('\n'), err: err.join('\n') };
}

async function envFile(text: string): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'paths-env-')), 'env.json');
  await writeFile(file, text);
  return file;
}

const sandboxData = async () =>
  JSON.parse(await readFile(SANDBOX, 'utf8')) as Record<string, unknown> & {
    scenarios: Record<string, Record<string, unknown>>;
  };

describe('exit 2 on a usage or environment-file error, naming the file and the field', () => {
  test('a missing environment file', async () => {
    const { status, err, out } = await run(['--run', '--env', '/nowhere/staging.json']);
    expect(status).toBe(2);
    expect(err).toBe('environment file /nowhere/staging.json: no such file');
    expect(out).toBe('');
  });

  test('a file that is not JSON', async () => {
    const file = await envFile('{ "name": ');
    const { status, err } = await run(['--run', '--env', file]);
    expect(status).toBe(2);
    expect(err).toMatch(new RegExp(`^environment file ${file}: not valid JSON \\(`));
  });

  test('an IIN whose check digit is wrong', async () => {
    const data = await sandboxData();
    data.scenarios.combined = { ...data.scenarios.combined, iin: '900101301016' };
    const file = await envFile(JSON.stringify(data));
    const { status, err } = await run(['--run', '--env', file]);
    expect(status).toBe(2);
    expect(err).toBe(
      `environment file ${file}: scenarios.combined.iin: 12 digits whose last is the check digit of the others (SANDBOX.md)`,
    );
  });

  test('a history URL without {phone}, a serve that is not true or false', async () => {
    const data = await sandboxData();
    const noPhone = await envFile(JSON.stringify({ ...data, history: { url: '/history' } }));
    expect(await run(['--run', '--env', noPhone])).toMatchObject({
      status: 2,
      err: `environment file ${noPhone}: history.url: the URL must hold {phone}`,
    });
    const serve = await envFile(JSON.stringify({ ...data, serve: 'yes' }));
    expect((await run(['--run', '--env', serve])).err).toMatch(
      new RegExp(`^environment file ${serve}: serve: `),
    );
  });

  test.each([
    [['--run', '--lang', 'en'], '--lang is ru or kk, not "en"'],
    [['--run', '--workers', '0'], '--workers is a whole number from 1 to 16, not "0"'],
    [
      ['--run', '--base-url', 'localhost:8080'],
      '--base-url must be an http(s) URL, not "localhost:8080"',
    ],
    [['--run', '--to', 'personl'], 'no target "personl"; did you mean: personal'],
    [['--run', '--json'], "Unknown option '--json'"],
  ])('%j', async (argv, message) => {
    const { status, err } = await run(argv);
    expect(status).toBe(2);
    expect(err).toContain(message);
    expect(err).toContain('Run "npm run paths -- --run --help" for the options.');
  });
});

test('--help prints the options and exits 0', async () => {
  const { status, out } = await run(['--run', '--help']);
  expect(status).toBe(0);
  for (const option of [
    '--base-url',
    '--env',
    '--to',
    '--lang',
    '--workers',
    '--headed',
    '--report',
  ]) {
    expect(out).toContain(option);
  }
});

test('the plan: every target by default, --to repeatable (a scenario journey too), the defaults', () => {
  const plan = planOf(['--run']);
  if (plan === 'help') throw new Error('help');
  expect(plan.paths.map((path) => path.target)).toEqual(TARGET_NAMES);
  expect(plan).toMatchObject({ lang: 'ru', workers: 2, headed: false, envFile: DEFAULT_ENV });
  const some = planOf([
    '--run',
    '--to',
    'signing_failed',
    '--to',
    'journey.lowSimilarity',
    '--lang',
    'kk',
  ]);
  if (some === 'help') throw new Error('help');
  expect(some.paths.map((path) => path.target)).toEqual([
    'signing_failed',
    'journey.lowSimilarity',
  ]);
  expect(some.paths[0]?.steps[0]?.route).toBe('/kk/login');
  const everything = planOf(['--run', '--journeys']);
  if (everything === 'help') throw new Error('help');
  // The seven scenarios' journeys and the standard one on a computer, the selfie on the phone.
  expect(everything.paths).toHaveLength(TARGET_NAMES.length + 8);
});

test('the site: --base-url or the served build replaces the sandbox’s URLs; a staging API stays', async () => {
  const sandbox = parseEnvironment(await sandboxData(), 'sandbox.json', {});
  expect(siteEnvironment(sandbox, 'http://127.0.0.1:9999')).toMatchObject({
    baseUrl: 'http://127.0.0.1:9999',
    apiUrl: 'http://127.0.0.1:9999',
  });
  const staging = { ...sandbox, serve: false, apiUrl: 'https://api.staging.example.kz' };
  expect(siteEnvironment(staging, 'https://preview.example.kz')).toMatchObject({
    baseUrl: 'https://preview.example.kz',
    apiUrl: 'https://api.staging.example.kz',
  });
  expect(siteEnvironment(staging, undefined)).toBe(staging);
});

test('a path whose scenario the environment lacks is skipped, saying why, never dropped', async () => {
  const data = await sandboxData();
  const { standard } = data.scenarios;
  const env = parseEnvironment({ ...data, scenarios: { standard } }, 'staging.json', {});
  const paths = qaPaths('ru').filter((path) => path.scenario.name !== 'standard');
  const lines: string[] = [];
  const result = await runPaths({
    paths,
    env,
    envFile: 'staging.json',
    lang: 'ru',
    workers: 2,
    browser: {} as Browser,
    progress: (line) => lines.push(line),
  });
  expect(result.cases.map((each) => each.target)).toEqual(paths.map((path) => path.target));
  expect(result.cases.every((each) => each.status === 'skipped')).toBe(true);
  expect(result.cases[0]?.skipped).toBe(
    'the environment "sandbox" (staging.json) has no "combined" scenario (scenarios.combined), which this path needs',
  );
  expect(lines).toHaveLength(paths.length);
});
