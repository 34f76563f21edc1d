import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '../../../scripts/build/csp';
import { pagePaths } from '../../../scripts/build/dist-files';
import { htmlFileFor } from '../../../scripts/build/prerender';
import { resolveSettings, SettingsError, settingsDefines } from '../../../scripts/build/settings';

// Issue 14: `npm run build` refuses missing, malformed and sandbox settings, naming each; the
// example file is a complete production configuration; the CSP allows what the settings name.

const repo = process.cwd();

/** A project folder with the given .env.production and the example company file. */
function project(envProduction: string | null): string {
  const root = mkdtempSync(join(tmpdir(), 'settings-'));
  mkdirSync(join(root, 'deploy'));
  for (const file of ['company.example.json', 'og-image.example.png']) {
    copyFileSync(join(repo, 'deploy', file), join(root, 'deploy', file));
  }
  if (envProduction !== null) writeFileSync(join(root, '.env.production'), envProduction);
  return root;
}

const example = readFileSync(join(repo, '.env.production.example'), 'utf8');
const withSetting = (key: string, value: string) =>
  example.replace(new RegExp(`^${key}=.*$`, 'm'), `${key}=${value}`);

function failure(root: string): string {
  try {
    resolveSettings('production', root);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as Error).message;
  }
  throw new Error('the settings were accepted');
}

afterEach(() => vi.unstubAllEnvs());

describe('production settings', () => {
  it('without any, the build fails naming every required variable', () => {
    const message = failure(project(null));
    for (const key of [
      'VITE_SITE_ORIGIN',
      'VITE_API_BASE_URL',
      'VITE_REALTIME_HOST',
      'VITE_REALTIME_PORT',
      'VITE_REALTIME_TLS',
      'VITE_LIVENESS_SCRIPT_URL',
      'VITE_SIGNING_HOSTS',
      'VITE_TELEMETRY_URL',
      'VITE_TELEMETRY_KEY',
      'COMPANY_FILE',
    ]) {
      expect(message).toContain(`${key}: missing`);
    }
  });

  it('the example file is a complete production configuration', () => {
    const { settings, company, strict } = resolveSettings('production', project(example));
    expect(strict).toBe(true);
    expect(settings.VITE_APP_STAGE).toBe('production');
    expect(settings.VITE_API_BASE_URL).toBe('https://api.example.kz');
    expect(company.bin).toMatch(/^\d{12}$/);
  });

  it.each([
    ['VITE_API_BASE_URL', 'http://127.0.0.1:5180'],
    ['VITE_API_BASE_URL', 'https://localhost'],
    ['VITE_TELEMETRY_KEY', 'sandbox-key'],
    ['VITE_TELEMETRY_URL', 'https://api.example.kz/sandbox/collect'],
    ['VITE_LIVENESS_SCRIPT_URL', '/sandbox/liveness/provider.js'],
    ['VITE_REALTIME_HOST', '127.0.0.1'],
    ['VITE_REALTIME_TLS', 'false'],
    ['VITE_REALTIME_PORT', '70000'],
    ['VITE_SITE_ORIGIN', 'https://www.example.kz/'],
    ['VITE_TELEMETRY_URL', 'not a url'],
    ['VITE_SIGNING_HOSTS', 'https://sign.example.kz'],
    ['VITE_SIGNING_HOSTS', 'sign.example.kz/path'],
    ['VITE_SIGNING_HOSTS', 'sign.example.kz,127.0.0.1'],
    ['VITE_SIGNING_HOSTS', 'localhost'],
    ['VITE_SIGNING_HOSTS', ' , '],
  ])('refuses %s=%s, naming it', (key, value) => {
    const message = failure(project(withSetting(key, value)));
    expect(message).toMatch(new RegExp(`^  ${key}: `, 'm'));
    expect(message.match(/^ {2}\w+:/gm)).toHaveLength(1);
  });

  it('signing hosts are compiled lower case without blanks, and http signing pages are off', () => {
    const resolved = resolveSettings(
      'production',
      project(withSetting('VITE_SIGNING_HOSTS', ' Sign.Example.kz , esign.example.kz')),
    );
    expect(resolved.settings.VITE_SIGNING_HOSTS).toBe('sign.example.kz,esign.example.kz');
    const defines = settingsDefines(resolved);
    expect(defines['import.meta.env.VITE_SIGNING_HOSTS']).toBe(
      '"sign.example.kz,esign.example.kz"',
    );
    expect(defines['import.meta.env.VITE_SIGNING_HTTP']).toBe('"false"');
    expect(
      settingsDefines(resolveSettings('sandbox', repo))['import.meta.env.VITE_SIGNING_HTTP'],
    ).toBe('"true"');
  });

  it('the environment wins over the file', () => {
    vi.stubEnv('VITE_API_BASE_URL', 'http://localhost:5180');
    expect(failure(project(example))).toContain('VITE_API_BASE_URL');
  });

  it('an enabled tag manager needs its id', () => {
    const message = failure(project(withSetting('VITE_GTAG_ENABLED', 'true')));
    expect(message).toContain('VITE_GTAG_ID: missing');
  });

  it('a company file with a malformed fact fails the build', () => {
    const root = project(example);
    const file = join(root, 'deploy/company.example.json');
    const company = JSON.parse(readFileSync(file, 'utf8')) as { bin: string };
    writeFileSync(file, JSON.stringify({ ...company, bin: '123' }));
    expect(failure(root)).toMatch(/^ {2}bin: /m);
  });

  it('a company file whose share image is missing fails the build, naming the field', () => {
    const root = project(example);
    const file = join(root, 'deploy/company.example.json');
    const company = JSON.parse(readFileSync(file, 'utf8')) as object;
    writeFileSync(file, JSON.stringify({ ...company, shareImage: 'missing.png' }));
    expect(failure(root)).toMatch(/shareImage: no file at .*missing\.png/);
  });
});

describe('sandbox settings', () => {
  it('follow SANDBOX_PORT for the realtime socket', () => {
    vi.stubEnv('SANDBOX_PORT', '5299');
    const { settings, strict } = resolveSettings('sandbox', repo);
    expect(strict).toBe(false);
    expect(settings.VITE_REALTIME_PORT).toBe(5299);
    expect(settings.VITE_LIVENESS_SCRIPT_URL).toBe('/sandbox/liveness/provider.js');
  });
});

describe('content security policy', () => {
  const directives = (policy: string) =>
    Object.fromEntries(
      policy.split('; ').map((part) => {
        const [name, ...sources] = part.split(' ');
        return [name!, sources];
      }),
    );

  it('allows scripts from the site and the liveness provider only, and connects only to the services of the settings', () => {
    const { settings } = resolveSettings('production', project(example));
    const policy = directives(contentSecurityPolicy(settings));
    expect(policy['script-src']).toEqual(["'self'", 'https://liveness.example.kz']);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://api.example.kz',
        'wss://realtime.example.kz:443',
        'https://telemetry.example.kz',
      ]),
    );
    expect(policy['connect-src']!.every((source) => !source.includes('*'))).toBe(true);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(contentSecurityPolicy(settings)).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('takes the style hashes a later build step asks for', () => {
    const { settings } = resolveSettings('production', project(example));
    const policy = directives(contentSecurityPolicy(settings, { styleHashes: ['sha256-abc='] }));
    expect(policy['style-src']).toEqual(["'self'", "'sha256-abc='"]);
  });
});

describe('pages of the build', () => {
  const routeTree = readFileSync(join(repo, 'src/routeTree.gen.ts'), 'utf8');

  it('lists every page in both languages; production leaves out /dev and /new-index', () => {
    const production = pagePaths(routeTree, { production: true });
    expect(production).toEqual(
      expect.arrayContaining(['/', '/kk', '/about', '/kk/about', '/about/documents', '/login']),
    );
    expect(production).toEqual(expect.arrayContaining(['/login/iin', '/register/photo']));
    expect(production.filter((path) => /\/dev\/|new-index/.test(path))).toEqual([]);
    expect(pagePaths(routeTree, { production: false })).toContain('/kk/dev/flow');
  });

  it('names each page’s file as nginx try_files $uri.html finds it', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/kk')).toBe('kk.html');
    expect(htmlFileFor('/about/documents')).toBe('about/documents.html');
  });
});
