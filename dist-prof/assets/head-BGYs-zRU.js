import { E as localizePath, O as stripLocale } from "./shell-oMbG3FHC.js";
// src/platform/head.ts
var SHARE_IMAGE = {
	path: "/og-image.png",
	width: 1200,
	height: 630
};
function absoluteUrl(origin, path) {
	return new URL(path, `${origin}/`).href;
}
function pageHead(input) {
	const { path, lang, brand, origin, indexable, description } = input;
	const title = input.title ? `${input.title} — ${brand}` : brand;
	const bare = stripLocale(path);
	const canonical = indexable ? absoluteUrl(origin, path) : void 0;
	const alternates = indexable ? [
		{
			hreflang: "ru",
			href: absoluteUrl(origin, localizePath(bare, "ru"))
		},
		{
			hreflang: "kk",
			href: absoluteUrl(origin, localizePath(bare, "kk"))
		},
		{
			hreflang: "x-default",
			href: absoluteUrl(origin, localizePath(bare, "ru"))
		}
	] : [];
	return {
		lang,
		title,
		description,
		...canonical && { canonical },
		alternates,
		...!indexable && { robots: "noindex" },
		og: {
			type: "website",
			siteName: brand,
			title,
			description,
			...canonical && { url: canonical },
			locale: lang === "kk" ? "kk_KZ" : "ru_KZ",
			image: absoluteUrl(origin, SHARE_IMAGE.path),
			imageWidth: SHARE_IMAGE.width,
			imageHeight: SHARE_IMAGE.height
		},
		twitterCard: "summary_large_image"
	};
}
/** The tags of a head besides <title>, in document order. */
function headTagList(head) {
	const meta = (key, name, content) => ["meta", [[key, name], ["content", String(content)]]];
	const { og } = head;
	return [
		meta("name", "description", head.description),
		...head.robots ? [meta("name", "robots", head.robots)] : [],
		...head.canonical ? [["link", [["rel", "canonical"], ["href", head.canonical]]]] : [],
		...head.alternates.map(({ hreflang, href }) => ["link", [
			["rel", "alternate"],
			["hreflang", hreflang],
			["href", href]
		]]),
		meta("property", "og:type", og.type),
		meta("property", "og:site_name", og.siteName),
		meta("property", "og:title", og.title),
		meta("property", "og:description", og.description),
		...og.url ? [meta("property", "og:url", og.url)] : [],
		meta("property", "og:locale", og.locale),
		meta("property", "og:image", og.image),
		meta("property", "og:image:width", og.imageWidth),
		meta("property", "og:image:height", og.imageHeight),
		meta("name", "twitter:card", head.twitterCard)
	];
}
export { pageHead as n, headTagList as t };
