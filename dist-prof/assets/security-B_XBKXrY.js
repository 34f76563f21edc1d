import { a as useLingui, g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import { N as appConfig } from "./shell-oMbG3FHC.js";
import { t as Callout } from "./Callout-COkOoblB.js";
import { t as company } from "./company-Dln32odB.js";
import { t as Page } from "./Page-BuUpyQGk.js";
import { c as Section, s as Steps } from "./home-page-Cgheo9rc.js";
// src/features/public-pages/SecurityPage.tsx
var import_jsx_runtime = require_jsx_runtime();
function SecurityPage() {
	const { _: _t } = useLingui();
	const { contacts, brand } = appConfig;
	const domain = company.domain;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Page, {
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "uOBrRA" }),
		lead: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "uQm5FS" }),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Callout, {
				tone: "warning",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "MyTBRv" }) }),
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "7NLv2K" })
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				title: _t({ id: "/gB68L" }),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "XstVpT" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "UhUW2H" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "53k2l3" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "UprSBh" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "XPVKRy" }) })
				] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
					id: "EbRra9",
					values: {
						0: contacts.phone,
						brand
					},
					components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { href: contacts.phoneHref }) }
				}) })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				title: _t({ id: "mJmmq7" }),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
					id: "Ppvlo6",
					values: { domain },
					components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", {}) }
				}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
						id: "2jEGQW",
						values: { domain }
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "wnML4A" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "v286Sz" }) })
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				title: _t({ id: "3cPmw+" }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "YIUt7x" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "cQ6s9b" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "jIuZ9Z" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "qTt4I1" }) })
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				title: _t({ id: "B1WpNO" }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Steps, { steps: [
					{
						title: _t({ id: "ET7ffc" }),
						text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
							id: "vcBY8c",
							values: {
								0: contacts.phone,
								1: contacts.email
							},
							components: {
								0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { href: contacts.phoneHref }),
								1: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { href: contacts.emailHref })
							}
						}) })
					},
					{
						title: _t({ id: "WxRTwZ" }),
						text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "mBkwOY" }) })
					},
					{
						title: _t({ id: "CZ8rIQ" }),
						text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "dRG9OX" }) })
					},
					{
						title: _t({ id: "Tv0LO4" }),
						text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "onleoN" }) })
					}
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				title: _t({ id: "XiEnrG" }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
					id: "Fw2co4",
					values: {
						0: contacts.phone,
						1: contacts.email
					},
					components: {
						0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { href: contacts.phoneHref }),
						1: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { href: contacts.emailHref })
					}
				}) })
			})
		]
	});
}
// src/routes/{-$locale}/_default/info/security.tsx?tsr-split=component
var SplitComponent = SecurityPage;
export { SplitComponent as component };
