import { a as useLingui, g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import { N as appConfig, f as LocaleLink } from "./shell-oMbG3FHC.js";
import { t as Callout } from "./Callout-COkOoblB.js";
import { a as Cards, c as Section } from "./home-page-Cgheo9rc.js";
import { t as Page } from "./Page-BuUpyQGk.js";
import { t as Requisites } from "./Requisites-B39-dRfz.js";
// src/features/public-pages/HowToReturnPage.tsx
var import_jsx_runtime = require_jsx_runtime();
function HowToReturnPage() {
	const { _: _t } = useLingui();
	const { contacts, brand } = appConfig;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Page, {
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "Jwm7To" }),
		lead: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "3pzpio" }),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				title: _t({ id: "VNDvya" }),
				wide: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Cards, {
					columns: 3,
					cards: [
						{
							title: _t({ id: "eMLrE8" }),
							text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "Io8PPy" }) })
						},
						{
							title: _t({ id: "1P67sB" }),
							text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
								id: "3CEBqc",
								values: { brand }
							}) })
						},
						{
							title: _t({ id: "S0gEY+" }),
							text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
								id: "p6NvT+",
								values: { brand }
							}) })
						},
						{
							title: _t({ id: "CMtmif" }),
							text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
								id: "gGY6gA",
								components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { href: "#requisites" }) }
							}) })
						},
						{
							title: _t({ id: "32hg8w" }),
							text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
								id: "M6C8aX",
								components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
									to: "/{-$locale}/info/contacts",
									hash: "branches"
								}) }
							}) })
						}
					]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				title: _t({ id: "66oWe0" }),
				id: "requisites",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Requisites, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Callout, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "XO2N8M" }) }) })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				title: _t({ id: "FnfttJ" }),
				id: "early",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "woBBNE" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "TIawV4" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "8uOWbp" }) })] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				title: _t({ id: "koPZ7z" }),
				id: "late",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "JKKR1n" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "Gb160n" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "X3cSPT" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "4dAEzS" }) })
				] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
					id: "8HgutN",
					values: { 0: contacts.phone },
					components: {
						0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							href: contacts.collectionChat,
							target: "_blank",
							rel: "noopener noreferrer"
						}),
						1: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { href: contacts.phoneHref })
					}
				}) })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				title: _t({ id: "J6bD6R" }),
				id: "restructuring",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "IKY8+2" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "VQ2D92" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "gfrqma" }) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "vpl+YI" }) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "mcD3dL" }) })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "Ec/7Vg" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
						id: "Sq19TS",
						values: { 0: contacts.email },
						components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { href: contacts.emailHref }) }
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
						id: "unz3MI",
						components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, { to: "/{-$locale}/flood-relief" }) }
					}) })
				]
			})
		]
	});
}
// src/routes/{-$locale}/_default/how-to-return.tsx?tsr-split=component
var SplitComponent = HowToReturnPage;
export { SplitComponent as component };
