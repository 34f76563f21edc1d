// The server-supplied redirect check of SPEC §2: marketing and legacy paths the business can
// move without a release. An absolute target on another origin is a full page navigation,
// anything else an in-app redirect.
import * as v from 'valibot';
import { localeFromPath, localizePath, stripLocale } from './locale';

export const ROUTE_RULES_URL = '/route-rules.json';

const RouteRulesSchema = v.object({
  rules: v.array(v.object({ from: v.pipe(v.string(), v.startsWith('/')), to: v.string() })),
});

export type RouteRule = v.InferOutput<typeof RouteRulesSchema>['rules'][number];

export type RouteRedirect = { kind: 'external'; href: string } | { kind: 'internal'; to: string };

let cached: Promise<RouteRule[]> | null = null;

/** The rules, fetched once per page load; a failed fetch is retried on the next navigation. */
export function loadRouteRules(url = ROUTE_RULES_URL, fetchImpl: typeof fetch = fetch) {
  cached ??= fetchImpl(url, { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Route rules answered ${response.status}`);
      return v.parse(RouteRulesSchema, await response.json()).rules;
    })
    .catch((error: unknown) => {
      cached = null;
      console.warn('Route rules unavailable', error);
      return [];
    });
  return cached;
}

/** Forgets the cached rules (a new build or a test). */
export function clearRouteRules(): void {
  cached = null;
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Rules are written for unprefixed paths; `/kk/promo` follows the `/promo` rule and an internal
 * target keeps the visitor's language.
 */
export function matchRouteRule(
  rules: readonly RouteRule[],
  path: string,
  // Outside a browser any origin no rule points to will do: it only tells relative from absolute.
  origin: string = typeof location === 'undefined' ? 'https://site.invalid' : location.origin,
): RouteRedirect | null {
  const bare = trimSlash(stripLocale(path));
  const rule = rules.find((candidate) => trimSlash(candidate.from) === bare);
  if (!rule) return null;
  const target = new URL(rule.to, origin);
  if (target.origin !== origin) return { kind: 'external', href: target.href };
  const to = localizePath(target.pathname, localeFromPath(path)) + target.search + target.hash;
  return trimSlash(to) === trimSlash(path) ? null : { kind: 'internal', to };
}

export async function checkRouteRedirect(
  path: string,
  options: { url?: string; fetch?: typeof fetch; origin?: string } = {},
): Promise<RouteRedirect | null> {
  const rules = await loadRouteRules(options.url, options.fetch);
  return matchRouteRule(rules, path, options.origin);
}
