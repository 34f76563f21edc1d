import { a as useLingui, g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import { n as inLocale, t as company } from "./company-Dln32odB.js";
import { N as appConfig, f as LocaleLink, l as Container, m as useLocale, s as Logo } from "./shell-oMbG3FHC.js";
import { n as MoreLink, o as useFormat } from "./home-page-Cgheo9rc.js";
import { t as Page } from "./Page-BuUpyQGk.js";
var MediaPage_module_default = {
	bar: "_bar_vl93s_1",
	barInner: "_barInner_vl93s_5",
	logo: "_logo_vl93s_11",
	articles: "_articles_vl93s_18",
	article: "_article_vl93s_18",
	title: "_title_vl93s_33",
	meta: "_meta_vl93s_38",
	summary: "_summary_vl93s_44"
};
// src/features/public-pages/MediaPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** /media has the empty layout: no header or footer, so the page brings its own way home. */
function MediaPage() {
	const { _: _t } = useLingui();
	const format = useFormat();
	const locale = useLocale();
	const { contacts, brand } = appConfig;
	const articles = company.media.map((article) => ({
		date: article.date,
		outlet: inLocale(article.outlet, locale),
		title: inLocale(article.title, locale),
		summary: inLocale(article.summary, locale),
		url: article.url
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: MediaPage_module_default.bar,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
			className: MediaPage_module_default.barInner,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
				to: "/{-$locale}",
				className: MediaPage_module_default.logo,
				"aria-label": _t({ id: "xVLQXM" }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Logo, {})
			})
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Page, {
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "BPGQ3X" }),
		lead: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
			id: "m7fWN5",
			values: {
				0: contacts.email,
				brand
			},
			components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { href: contacts.emailHref }) }
		}),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
			className: MediaPage_module_default.articles,
			children: articles.map((article) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
				className: MediaPage_module_default.article,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						className: MediaPage_module_default.title,
						children: article.url ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
							href: article.url,
							target: "_blank",
							rel: "noopener noreferrer",
							children: [article.title, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "visually-hidden",
								children: _t({ id: "Bm474q" })
							})]
						}) : article.title
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: MediaPage_module_default.meta,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
								dateTime: article.date,
								children: format.date(article.date)
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								"aria-hidden": "true",
								children: " · "
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: article.outlet })
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: MediaPage_module_default.summary,
						children: article.summary
					})
				] })
			}, article.date))
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MoreLink, {
			to: "/{-$locale}",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "jxmNHQ" })
		}) })]
	})] });
}
// src/routes/{-$locale}/_empty/media.tsx?tsr-split=component
var SplitComponent = MediaPage;
export { SplitComponent as component };
