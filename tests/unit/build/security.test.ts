import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../scripts/build/csp';
import { headersConf } from '../../../scripts/build/dist-files';
import { withIntegrity } from '../../../scripts/build/integrity';
import { resolveSettings, SettingsError } from '../../../scripts/build/settings';
import { uncoveredSinks } from '../../../scripts/build/trusted-types';

// Issue 27: a stricter CSP with Trusted Types, the cross-origin and HSTS headers from the
// settings, Subresource Integrity on what pages load, and a build that refuses uncovered sinks.

const repo = process.cwd();
const example = readFileSync(join(repo, '.env.production.example'), 'utf8');

function production(env: string) {
  const root = mkdtempSync(join(tmpdir(), 'security-'));
  mkdirSync(join(root, 'deploy'));
  for (const file of ['company.example.json', 'og-image.example.png'])
    copyFileSync(join(repo, 'deploy', file), join(root, 'deploy', file));
  writeFileSync(join(root, '.env.production'), env);
  return resolveSettings('production', root).settings;
}
const withSetting = (key: string, value: string) =>
  example.replace(new RegExp(`^${key}=.*$`, 'm'), `${key}=${value}`);

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name!, sources];
    }),
  );

/** The headers.conf lines as name → value. */
const headers = (conf: string) =>
  Object.fromEntries(
    [...conf.matchAll(/^add_header (\S+) (?:"([^"]*)"|'([^']*)') always;$/gm)].map((match) => [
      match[1]!,
      match[2] ?? match[3]!,
    ]),
  );

describe('the content security policy', () => {
  it('allows nothing by default and spells out each kind of fetch', () => {
    const policy = directives(contentSecurityPolicy(production(example)));
    expect(policy['default-src']).toEqual(["'none'"]);
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
      expect(policy[name]?.[0], name).toBe("'self'");
    }
    expect(policy['media-src']).toEqual(["'self'", 'blob:']);
    expect(policy['manifest-src']).toEqual(["'self'"]);
    expect(policy['worker-src']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
  });

  it('enforces Trusted Types with only the policies the app creates', () => {
    const policy = directives(contentSecurityPolicy(production(example)));
    expect(policy['require-trusted-types-for']).toEqual(["'script'"]);
    expect(policy['trusted-types']).toEqual(['liveness-script']);
    const withTags = directives(
      contentSecurityPolicy(
        production(
          withSetting('VITE_GTAG_ENABLED', 'true').replace(
            'VITE_GTAG_ID=',
            'VITE_GTAG_ID=GTM-K7QZ2P',
          ),
        ),
      ),
    );
    expect(withTags['trusted-types']).toEqual(['liveness-script', 'tag-manager-script']);
  });

  it('sends reports only where CSP_REPORT_URL says, and allows no inline script', () => {
    expect(contentSecurityPolicy(production(example))).not.toMatch(/report-(uri|to)/);
    const reporting = directives(
      contentSecurityPolicy(
        production(withSetting('CSP_REPORT_URL', 'https://reports.example.kz/csp')),
      ),
    );
    expect(reporting['report-uri']).toEqual(['https://reports.example.kz/csp']);
    expect(reporting['report-to']).toEqual(['csp']);
    expect(reporting['script-src']!.filter((source) => /'(sha|nonce|unsafe)/.test(source))).toEqual(
      [],
    );
  });

  it('a production build refuses a CSP_REPORT_URL that is not https or points at the sandbox', () => {
    for (const value of ['http://reports.example.kz/csp', 'https://localhost/csp', 'reports']) {
      expect(() => production(withSetting('CSP_REPORT_URL', value)), value).toThrow(
        /CSP_REPORT_URL: /,
      );
    }
    expect(() => production(withSetting('HSTS_PRELOAD', 'yes'))).toThrow(SettingsError);
    expect(() => production(withSetting('HSTS_PRELOAD', 'yes'))).toThrow(
      /HSTS_PRELOAD: must be true or false/,
    );
  });
});

describe('the headers every answer carries', () => {
  it('isolate the site from other origins and ask for the HSTS preload list by default', () => {
    const sent = headers(headersConf(production(example)));
    expect(sent['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(sent['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(sent['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(sent['Reporting-Endpoints']).toBeUndefined();
  });

  it('leave preload out when HSTS_PRELOAD=false, and name the report endpoint when set', () => {
    const sent = headers(
      headersConf(
        production(
          withSetting('HSTS_PRELOAD', 'false').replace(
            /^CSP_REPORT_URL=.*$/m,
            'CSP_REPORT_URL=https://reports.example.kz/csp',
          ),
        ),
      ),
    );
    expect(sent['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(sent['Reporting-Endpoints']).toBe('csp="https://reports.example.kz/csp"');
  });
});

describe('Subresource Integrity', () => {
  const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
  const files = new Map([
    ['/assets/index-a.js', sha384('index')],
    ['/assets/preload-helper-b.js', sha384('helper')],
    ['/assets/route-c.js', sha384('route')],
    ['/assets/shell-d.css', sha384('shell')],
  ]);
  const page = [
    '<head>',
    '<link rel="stylesheet" href="/assets/shell-d.css" disabled />',
    '<link rel="canonical" href="https://www.example.kz/about" />',
    '<script type="module" crossorigin src="/assets/index-a.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/preload-helper-b.js">',
    '<script type="application/ld+json">{}</script>',
    '</head>',
  ].join('\n');

  it('marks each script, module preload and stylesheet a page loads with its sha384', () => {
    const html = withIntegrity(page, files);
    expect(html).toContain(
      `<link rel="stylesheet" href="/assets/shell-d.css" disabled integrity="${sha384('shell')}" />`,
    );
    expect(html).toContain(`src="/assets/index-a.js" integrity="${sha384('index')}">`);
    expect(html).toContain(`href="/assets/preload-helper-b.js" integrity="${sha384('helper')}">`);
    expect(html).toContain('<link rel="canonical" href="https://www.example.kz/about" />');
  });

  it('fails the build when a page names a file the build did not write', () => {
    expect(() =>
      withIntegrity('<script type="module" src="/assets/gone.js"></script>', files),
    ).toThrow(/\/assets\/gone\.js/);
  });
});

describe('the Trusted Types build check', () => {
  it('fails on a sink no policy covers, naming the module and the sink', () => {
    expect(
      uncoveredSinks([
        { id: `${repo}/src/features/shell/Banner.tsx`, code: 'e.innerHTML=t' },
        { id: `${repo}/src/platform/x.ts`, code: 'setTimeout("alert(1)",1)' },
        { id: `${repo}/node_modules/some-lib/index.js`, code: 'new Function("return 1")' },
      ]),
    ).toEqual([
      'src/features/shell/Banner.tsx: innerHTML/outerHTML',
      'src/platform/x.ts: string timer',
      'node_modules/some-lib/index.js: new Function',
    ]);
  });

  it('accepts the sinks a policy covers or that the app never reaches, and plain code', () => {
    expect(
      uncoveredSinks([
        {
          id: `${repo}/src/features/registration/liveness/load-script.ts`,
          code: 'const s=document.createElement(`script`);s.src=t',
        },
        { id: `${repo}/node_modules/react-dom/cjs/x.js`, code: 'o.innerHTML=`<script></script>`' },
        { id: `${repo}/src/app/x.ts`, code: 'a.innerHTML===b;setTimeout(f,1);evaluate(x)' },
      ]),
    ).toEqual([]);
  });
});
