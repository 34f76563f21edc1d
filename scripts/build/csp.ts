// The Content-Security-Policy of the built site, written from the same settings the app is
// compiled with, so the policy allows exactly the services the app talks to. One job: settings
// in, policy text out; the dist plugin writes it into the nginx include (dist-meta/headers.conf).
import { TRUSTED_TYPES_POLICY } from '../../contract/trusted-types.ts';
import type { Settings } from './settings.ts';

/** The origin of an absolute URL; null for a path on the site itself ('self' covers it). */
function originOf(url: string | undefined): string | null {
  if (!url || url.startsWith('/')) return null;
  return new URL(url).origin;
}

export interface PolicyExtras {
  /** Hashes ('sha256-…') of inline <style> blocks a later build step adds. */
  styleHashes?: string[];
}

/** The name CSP reports go to in the Reporting-Endpoints header (`report-to`). */
export const CSP_REPORT_GROUP = 'csp';

export function contentSecurityPolicy(settings: Settings, extras: PolicyExtras = {}): string {
  const realtime = `${settings.VITE_REALTIME_TLS === 'true' ? 'wss' : 'ws'}://${
    settings.VITE_REALTIME_HOST
  }:${settings.VITE_REALTIME_PORT}`;
  // Ably's connectivity checks go over http(s) to the same host and port.
  const realtimeCheck = `${settings.VITE_REALTIME_TLS === 'true' ? 'https' : 'http'}://${
    settings.VITE_REALTIME_HOST
  }:${settings.VITE_REALTIME_PORT}`;
  const liveness = originOf(settings.VITE_LIVENESS_SCRIPT_URL);
  const tagManager = settings.VITE_GTAG_ENABLED === 'true';
  const unique = (...sources: (string | null | false)[]) => [
    ...new Set(sources.filter((source): source is string => Boolean(source))),
  ];

  const quoted = (hashes: string[] = []) => hashes.map((hash) => `'${hash}'`);
  const qaTools = settings.VITE_APP_STAGE === 'development';

  // Nothing is allowed unless a directive below names it: each kind of fetch the app makes is
  // spelled out, and a new kind fails loudly in the browser tests instead of passing unseen.
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': unique("'self'", liveness, tagManager && 'https://www.googletagmanager.com'),
    'style-src': unique("'self'", ...quoted(extras.styleHashes)),
    // The liveness provider shows the captured frame as a data: or blob: image.
    'img-src': unique(
      "'self'",
      'data:',
      'blob:',
      liveness,
      tagManager && 'https://*.google-analytics.com',
    ),
    'font-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'connect-src': unique(
      "'self'",
      originOf(settings.VITE_API_BASE_URL),
      realtime,
      realtimeCheck,
      liveness,
      originOf(settings.VITE_TELEMETRY_URL),
      tagManager && 'https://*.google-analytics.com',
      tagManager && 'https://*.googletagmanager.com',
    ),
    'manifest-src': ["'self'"],
    // Only the flow studio of a QA build starts workers (layout and paths).
    'worker-src': [qaTools ? "'self'" : "'none'"],
    // No page embeds another: signing and the liveness check run in the top window.
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Forms submit in script; signing leaves the site by navigation, not by a form post. No
    // directive limits where a page navigates (navigate-to never shipped in browsers): the
    // signing hosts (VITE_SIGNING_HOSTS) are enforced by the app before it leaves.
    'form-action': ["'self'"],
    // Script sinks take only what the app's named policies made (contract/trusted-types.ts).
    'require-trusted-types-for': ["'script'"],
    'trusted-types': unique(
      TRUSTED_TYPES_POLICY.livenessScript,
      tagManager && TRUSTED_TYPES_POLICY.tagManager,
      qaTools && TRUSTED_TYPES_POLICY.flowWorker,
    ),
  };
  if (settings.CSP_REPORT_URL) {
    // report-to for browsers with the Reporting API (the group is named in Reporting-Endpoints),
    // report-uri for the others; a browser that knows both uses report-to.
    directives['report-uri'] = [settings.CSP_REPORT_URL];
    directives['report-to'] = [CSP_REPORT_GROUP];
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
