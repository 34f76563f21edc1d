// The deployment settings of docs/deploy.md, checked when Vite starts (build, dev server,
// Vitest). `npm run build` (mode production) reads the environment and `.env.production` and
// refuses anything missing, malformed or pointing at the sandbox; every other mode reads the
// committed `.env.sandbox`, where the sandbox's own values are the point.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import * as v from 'valibot';
import { loadEnv } from 'vite';
import {
  companySchema,
  type Company,
  type CompanyBrief,
} from '../../src/platform/company-schema.ts';

const SANDBOX_HOSTS = new Set(['localhost', '127.0.0.1', '0.0.0.0', '[::1]', '::1']);

function sandboxValue(value: string): boolean {
  if (/sandbox/i.test(value)) return true;
  try {
    return SANDBOX_HOSTS.has(new URL(value).hostname);
  } catch {
    return SANDBOX_HOSTS.has(value);
  }
}

const MISSING = 'missing';
const NO_SANDBOX = 'a sandbox or local value; production needs the real service';

const text = v.pipe(v.string(MISSING), v.trim(), v.nonEmpty(MISSING));
const flag = v.picklist(['true', 'false'], 'must be true or false');
const port = v.pipe(
  text,
  v.regex(/^\d{1,5}$/, 'must be a port number'),
  v.transform(Number),
  v.integer(),
  v.minValue(1, 'must be a port number'),
  v.maxValue(65535, 'must be a port number'),
);

function httpsUrl(what: string) {
  return v.pipe(
    text,
    v.url(`must be an absolute URL (${what})`),
    v.startsWith('https://', `must start with https:// (${what})`),
    v.check((value) => !sandboxValue(value), NO_SANDBOX),
  );
}

const originOnly = v.check(
  (value: string) => new URL(value).origin === value,
  'must be an origin: no path, no trailing /',
);

const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/**
 * A comma-separated list of host names (no scheme, port or path), given back lower case and
 * without blanks: the hosts the signing redirect may lead to.
 */
function hostList(production: boolean) {
  return v.pipe(
    text,
    v.transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
    v.check(
      (hosts) => hosts.length > 0 && hosts.every((host) => HOST_NAME.test(host)),
      'must be host names separated by commas, e.g. sign.example.kz (no scheme, port or path)',
    ),
    v.check((hosts) => !production || !hosts.some(sandboxValue), NO_SANDBOX),
    v.transform((hosts) => hosts.join(',')),
  );
}

/** URLs the sandbox serves on the app's own origin may be paths there. */
const sandboxUrl = v.pipe(
  text,
  v.regex(/^(https?:\/\/|\/)/, 'must be a URL or a path on this site'),
);

const productionEntries = {
  VITE_SITE_ORIGIN: v.pipe(httpsUrl('the site, e.g. https://www.example.kz'), originOnly),
  VITE_API_BASE_URL: httpsUrl('the API that /rest calls go to'),
  VITE_API_BASE_URL_SERVER: v.optional(httpsUrl('the API as seen from a build server')),
  VITE_REALTIME_HOST: v.pipe(
    text,
    v.regex(/^[a-z0-9.-]+$/i, 'must be a host name, without scheme or port'),
    v.check((value) => !sandboxValue(value), NO_SANDBOX),
  ),
  VITE_REALTIME_PORT: port,
  VITE_REALTIME_TLS: v.literal('true', 'must be true: production sockets are encrypted'),
  // Path prefix of the realtime server's connectivity checks (<prefix>/connectivity).
  VITE_REALTIME_CHECK_PATH: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(\/[\w.-]+)*$/, 'must be empty or a path such as /ably, without a trailing /'),
      v.check((value) => !sandboxValue(value), NO_SANDBOX),
    ),
    '',
  ),
  VITE_LIVENESS_SCRIPT_URL: httpsUrl("the liveness provider's script"),
  // The signing redirect is followed only to https pages on these hosts (issue 13).
  VITE_SIGNING_HOSTS: hostList(true),
  VITE_TELEMETRY: flag,
  VITE_TELEMETRY_URL: httpsUrl('the telemetry collector'),
  VITE_TELEMETRY_KEY: v.pipe(
    text,
    v.check((value) => !sandboxValue(value), NO_SANDBOX),
  ),
  VITE_TRACING: flag,
  VITE_GTAG_ENABLED: flag,
  VITE_GTAG_ID: v.optional(v.string()),
  VITE_GTAG_MOBILE_ID: v.optional(v.string()),
  COMPANY_FILE: text,
  // Headers only, never compiled into the app (scripts/build/dist-files.ts).
  HSTS_PRELOAD: v.optional(flag, 'true'),
  CSP_REPORT_URL: v.optional(httpsUrl('where browsers send CSP violation reports')),
};

const production = v.object(productionEntries);

const sandbox = v.object({
  ...productionEntries,
  // Canonical and share links are absolute, here too (npm run serve sets its own address).
  VITE_SITE_ORIGIN: v.pipe(
    text,
    v.url('must be an absolute URL (the site, e.g. http://127.0.0.1:8080)'),
    originOnly,
  ),
  VITE_API_BASE_URL: v.optional(v.string(), ''),
  VITE_API_BASE_URL_SERVER: v.optional(sandboxUrl),
  VITE_REALTIME_HOST: text,
  VITE_REALTIME_TLS: flag,
  VITE_REALTIME_CHECK_PATH: v.optional(v.string(), ''),
  VITE_LIVENESS_SCRIPT_URL: sandboxUrl,
  VITE_SIGNING_HOSTS: hostList(false),
  VITE_TELEMETRY_URL: sandboxUrl,
  VITE_TELEMETRY_KEY: text,
  CSP_REPORT_URL: v.optional(sandboxUrl),
  // A test build may switch the QA tools on (/dev/flow, the mock liveness provider).
  VITE_APP_STAGE: v.optional(v.picklist(['production', 'development']), 'production'),
});

export type Settings = v.InferOutput<typeof sandbox>;

export interface ResolvedSettings {
  settings: Settings;
  company: Company;
  /** The company file's folder: the files it names (the share image) are relative to it. */
  companyDir: string;
  /** Whether the settings were checked as production ones. */
  strict: boolean;
}

export class SettingsError extends Error {
  override name = 'SettingsError';
  constructor(message: string) {
    super(message);
    // What to fix is the whole message; a stack trace into the config loader would bury it.
    this.stack = `${this.name}: ${message}`;
  }
}

function describe(issues: v.BaseIssue<unknown>[], source: string): string {
  return problems(
    issues.map((issue) => [
      issue.path?.map((item) => String(item.key)).join('.') ?? '(settings)',
      issue.input === undefined ? MISSING : issue.message,
    ]),
    source,
  );
}

function problems(list: [key: string, message: string][], source: string): string {
  // A pipe reports every failed check; the first one per variable says what to fix.
  const first = new Map<string, string>();
  for (const [key, message] of list) if (!first.has(key)) first.set(key, message);
  const lines = [...first].map(([key, message]) => `  ${key}: ${message}`);
  return `Invalid settings (${source}); see .env.production.example and docs/deploy.md:\n${lines.join('\n')}`;
}

/**
 * The settings of a Vite mode: `production` is strict; `sandbox` (npm run build:sandbox),
 * `development` (npm start) and `test` (Vitest) use `.env.sandbox`, whose realtime port
 * follows SANDBOX_PORT. Throws a SettingsError naming every offending variable.
 */
export function resolveSettings(mode: string, root = process.cwd()): ResolvedSettings {
  const strict = mode === 'production';
  const env = loadEnv(strict ? 'production' : 'sandbox', root, '');
  if (!strict) {
    const sandboxPort = process.env.VITE_REALTIME_PORT ?? process.env.SANDBOX_PORT;
    if (sandboxPort) env.VITE_REALTIME_PORT = sandboxPort;
  }
  // Empty lines in a .env file mean "not set", as an absent variable does.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const source = strict ? 'the environment and .env.production' : '.env.sandbox';
  const parsed = strict ? v.safeParse(production, present) : v.safeParse(sandbox, present);
  if (!parsed.success) throw new SettingsError(describe(parsed.issues, source));
  if (parsed.output.VITE_GTAG_ENABLED === 'true' && !parsed.output.VITE_GTAG_ID?.trim()) {
    throw new SettingsError(
      problems([['VITE_GTAG_ID', `${MISSING} (VITE_GTAG_ENABLED is true)`]], source),
    );
  }
  const settings: Settings = {
    VITE_APP_STAGE: 'production',
    ...parsed.output,
  };
  const companyPath = resolve(root, settings.COMPANY_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(companyPath, 'utf8'));
  } catch (error) {
    throw new SettingsError(
      `COMPANY_FILE: cannot read ${companyPath} as JSON (${(error as Error).message})`,
    );
  }
  const company = v.safeParse(companySchema, raw);
  if (!company.success) throw new SettingsError(describe(company.issues, settings.COMPANY_FILE));
  const shareImage = resolve(dirname(companyPath), company.output.shareImage);
  if (!existsSync(shareImage)) {
    throw new SettingsError(
      `${settings.COMPANY_FILE}: shareImage: no file at ${shareImage} (a 1200×630 PNG)`,
    );
  }
  return { settings, company: company.output, companyDir: dirname(companyPath), strict };
}

/** The `define` entries that compile the settings into the app as import.meta.env.*. */
export function settingsDefines({
  settings,
  company,
  strict,
}: ResolvedSettings): Record<string, string> {
  const defines: Record<string, string> = {};
  // Every setting, optional ones unset included: the app reads '' rather than undefined.
  const values: Record<string, unknown> = settings;
  for (const key of Object.keys(sandbox.entries)) {
    if (key.startsWith('VITE_'))
      defines[`import.meta.env.${key}`] = JSON.stringify(values[key] ?? '');
  }
  // Not a setting: an http signing page is acceptable only where the sandbox serves it.
  defines['import.meta.env.VITE_SIGNING_HTTP'] = JSON.stringify(strict ? 'false' : 'true');
  defines.__COMPANY__ = JSON.stringify(company);
  // What every page shows (footer, support links): the rest stays with the pages that show it,
  // out of the first screen's JavaScript.
  const brief: CompanyBrief = {
    brand: company.brand,
    phone: company.phone,
    email: company.email,
    collectionChat: company.collectionChat,
    social: company.social,
    licenceNumber: company.licence.number,
  };
  defines.__COMPANY_BRIEF__ = JSON.stringify(brief);
  return defines;
}
