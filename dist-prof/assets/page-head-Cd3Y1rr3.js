import { t as isRegistrationPath } from "./step-guard-BVepQ2Li.js";
import { b as i18n } from "./framework-B3PySpgF.js";
import { N as appConfig, O as stripLocale, T as localeFromPath } from "./shell-oMbG3FHC.js";
import { n as pageHead } from "./head-BGYs-zRU.js";
import { n as loadCatalog } from "./i18n-ClyN93g2.js";
// src/app/head/descriptions.ts
var PAGE_DESCRIPTIONS = {
	"/": { id: "Ue28Br" },
	"/about": { id: "4nQ+Ol" },
	"/about/documents": { id: "v++db5" },
	"/how-to-get": { id: "LVJH4p" },
	"/how-to-return": { id: "8E5E7H" },
	"/flood-relief": { id: "o7IXcl" },
	"/info": { id: "2/b+aD" },
	"/info/contacts": { id: "61Pk3o" },
	"/contacts": { id: "61Pk3o" },
	"/info/financial-competence": { id: "pr4i4s" },
	"/info/privacy-policy": { id: "qouHD7" },
	"/info/security": { id: "yhM+KM" },
	"/media": { id: "Lebmrd" },
	"/deposit": { id: "qzNf8p" },
	"/badbrowser": { id: "bjnIlv" }
};
/** Pages without a text of their own: the login and registration screens, development pages. */
var DEFAULT_DESCRIPTION = { id: "EhsVNl" };
var NOT_FOUND_TITLE = { id: "HT4R6Y" };
// src/app/page-head.ts
/**
* The public pages of SPEC §2 (path without locale prefix): prerendered with their content,
* listed in the sitemap. Login and registration screens depend on the applicant; the QA tools
* and the redesign preview are not for visitors.
*/
function isPublicPage(path) {
	return !isRegistrationPath(path) && !path.startsWith("/dev/") && path !== "/new-index";
}
function isNotFound(router) {
	return router.state.matches.some((match) => match.status === "notFound" || match._notFound);
}
/** The head of a page: its path (locale prefix included) and its route's title. */
async function pageHeadFor(path, title, { notFound = false } = {}) {
	const lang = localeFromPath(path);
	await loadCatalog("head", lang);
	const bare = stripLocale(path);
	return pageHead({
		path,
		lang,
		title: notFound ? i18n._(NOT_FOUND_TITLE) : title && i18n._(title),
		description: i18n._(PAGE_DESCRIPTIONS[bare] ?? DEFAULT_DESCRIPTION),
		brand: appConfig.brand,
		origin: appConfig.siteOrigin,
		indexable: !notFound && isPublicPage(bare)
	});
}
/** The title a route gives its page (static data, see static-data.d.ts). */
function routeTitle(route) {
	return route?.options.staticData?.title;
}
/** The head of the page the router has loaded (its locale's messages active). */
function headOfPage(router) {
	const leaf = router.state.matches.at(-1);
	const routes = router.routesById;
	return pageHeadFor(router.state.location.pathname, routeTitle(leaf && routes[leaf.routeId]), { notFound: isNotFound(router) });
}
export { headOfPage, isPublicPage, pageHeadFor, routeTitle };
