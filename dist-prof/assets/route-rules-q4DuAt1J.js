import { A as string, S as parse, T as pipe, b as object, k as startsWith, t as array } from "./dist-Dr_YuOSD.js";
import { E as localizePath, O as stripLocale, T as localeFromPath } from "./shell-oMbG3FHC.js";
// src/platform/route-rules.ts
var ROUTE_RULES_URL = "/route-rules.json";
var RouteRulesSchema = object({ rules: array(object({
	from: pipe(string(), startsWith("/")),
	to: string()
})) });
var cached = null;
/** The rules, fetched once per page load; a failed fetch is retried on the next navigation. */
function loadRouteRules(url = ROUTE_RULES_URL, fetchImpl = fetch) {
	cached ??= fetchImpl(url, { headers: { Accept: "application/json" } }).then(async (response) => {
		if (!response.ok) throw new Error(`Route rules answered ${response.status}`);
		return parse(RouteRulesSchema, await response.json()).rules;
	}).catch((error) => {
		cached = null;
		console.warn("Route rules unavailable", error);
		return [];
	});
	return cached;
}
function trimSlash(path) {
	return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
/**
* Rules are written for unprefixed paths; `/kk/promo` follows the `/promo` rule and an internal
* target keeps the visitor's language.
*/
function matchRouteRule(rules, path, origin = typeof location === "undefined" ? "https://site.invalid" : location.origin) {
	const bare = trimSlash(stripLocale(path));
	const rule = rules.find((candidate) => trimSlash(candidate.from) === bare);
	if (!rule) return null;
	const target = new URL(rule.to, origin);
	if (target.origin !== origin) return {
		kind: "external",
		href: target.href
	};
	const to = localizePath(target.pathname, localeFromPath(path)) + target.search + target.hash;
	return trimSlash(to) === trimSlash(path) ? null : {
		kind: "internal",
		to
	};
}
async function checkRouteRedirect(path, options = {}) {
	return matchRouteRule(await loadRouteRules(options.url, options.fetch), path, options.origin);
}
export { checkRouteRedirect };
