import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

// The measuring scripts' usage (`npm run inp`, `npm run next-screen`, `npm run lighthouse`):
// --help, and bad usage refused with exit code 2 before any server or browser starts, naming
// the option.

const root = fileURLToPath(new URL('../../../', import.meta.url));

function bench(script: string, ...args: string[]) {
  const run = spawnSync('node_modules/.bin/tsx', [`scripts/${script}.ts`, ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe.each(['inp', 'next-screen'])('npm run %s', (script) => {
  test('--help prints its usage and exits 0', () => {
    const run = bench(script, '--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`npm run ${script} -- [options]`);
    expect(run.stdout).toMatch(/Exit codes: 0 .*\n?.*1 .*2 bad usage/s);
  });

  test.each([
    [['--runs', '0'], '--runs must be a whole number ≥ 1'],
    [['--target-ms', 'fast'], '--target-ms must be a whole number ≥ 1'],
    [['--phone-index', '0'], '--phone-index must be a whole number ≥ 1'],
    [['--lang', 'ru,en'], '--lang: no language en'],
    [['--url', 'not a url'], '--url: not an http or https URL'],
    [['--bogus'], "Unknown option '--bogus'"],
  ])('%j is bad usage, exit 2, naming it', (args, message) => {
    const run = bench(script, ...args);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`${script}: ${message}`);
    expect(run.stdout).toBe('');
  });
});

describe('npm run lighthouse', () => {
  test('--help prints its usage and exits 0', () => {
    const run = bench('lighthouse', '--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('npm run lighthouse -- [options]');
    expect(run.stdout).toContain('--pages LIST');
  });

  test.each([
    [['--pages', '/,kk'], '--pages: not a path: kk'],
    [['--runs', '1.5'], '--runs must be a whole number ≥ 1'],
    [['--url', 'localhost:8080'], '--url: not an http or https URL: localhost:8080'],
    [['--json', '--bogus'], "Unknown option '--bogus'"],
  ])('%j is bad usage, exit 2, naming it', (args, message) => {
    const run = bench('lighthouse', ...args);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`lighthouse: ${message}`);
  });
});
