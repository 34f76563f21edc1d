// SPEC.md §4: on signing_init_success the client replaces the browser location with the signing
// redirect URL. The URL comes from the server, so it is checked before the browser goes there:
// a `javascript:` address would run on this origin, a foreign one would hand the applicant to
// someone else. Anything refused is SPEC.md §8's failure to fetch the signing redirect.
import { ApiError } from '../../../api/errors';
import { appConfig } from '../../../platform/config';
import { logSigningRedirectRefused } from '../../../platform/logger';

export interface SigningHosts {
  /** Host names the signing service lives on (setting VITE_SIGNING_HOSTS), lower case. */
  hosts: readonly string[];
  /** Whether an http page is acceptable: sandbox builds only, whose signing page is local. */
  allowHttp: boolean;
}

export type SigningUrlRefusal = 'malformed' | 'scheme' | 'credentials' | 'host';

export type SigningUrlVerdict =
  | { ok: true; url: string }
  /** `host` is all that may be logged: the URL itself carries the signing session. */
  | { ok: false; host: string | null; reason: SigningUrlRefusal };

/**
 * The signing redirect is followed only to an absolute https URL (http too in a sandbox build)
 * on one of the listed hosts (any port), with no user name or password in it.
 */
export function checkSigningUrl(
  value: string,
  { hosts, allowHttp }: SigningHosts,
): SigningUrlVerdict {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, host: null, reason: 'malformed' };
  }
  const host = url.hostname === '' ? null : url.hostname;
  const schemes = allowHttp ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) return { ok: false, host, reason: 'scheme' };
  if (url.username !== '' || url.password !== '') return { ok: false, host, reason: 'credentials' };
  if (!hosts.includes(url.hostname)) return { ok: false, host, reason: 'host' };
  return { ok: true, url: url.href };
}

/**
 * The URL the browser is sent to (by default on the build's hosts); a refused one is logged (its
 * host only) and thrown.
 */
export function signingUrlToFollow(value: string, hosts: SigningHosts = appConfig.signing): string {
  const verdict = checkSigningUrl(value, hosts);
  if (verdict.ok) return verdict.url;
  logSigningRedirectRefused({ host: verdict.host, reason: verdict.reason });
  // An answer the app cannot follow: the server broke the contract (SPEC.md §8: fatal).
  throw new ApiError(500, { message: 'Signing redirect refused' });
}
