import { a as useLingui, g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import { N as appConfig } from "./shell-oMbG3FHC.js";
import { c as Section, l as Checklist, r as Faq, s as Steps } from "./home-page-Cgheo9rc.js";
import { t as Page } from "./Page-BuUpyQGk.js";
// src/features/public-pages/FloodReliefPage.tsx
var import_jsx_runtime = require_jsx_runtime();
function FloodReliefPage() {
	const { _: _t } = useLingui();
	const { contacts } = appConfig;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Page, {
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "fCw5Mr" }),
		lead: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "9Dzy39" }),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				title: _t({ id: "HB9NG/" }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "VHXvec" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "3T8xJX" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "daQ1zU" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "SQRa+d" }) })
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				title: _t({ id: "xzV191" }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checklist, { items: [
					_t({ id: "9sqk63" }),
					_t({ id: "Kb00XS" }),
					_t({ id: "ZX9QpT" })
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				title: _t({ id: "Ec/7Vg" }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Steps, { steps: [
					{
						title: _t({ id: "ET7ffc" }),
						text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
							id: "HZN3c0",
							values: {
								0: contacts.email,
								1: contacts.phone
							},
							components: {
								0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { href: contacts.emailHref }),
								1: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { href: contacts.phoneHref })
							}
						}) })
					},
					{
						title: _t({ id: "j1BFU2" }),
						text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "EX62F1" }) })
					},
					{
						title: _t({ id: "RGgmiP" }),
						text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "M3mi8T" }) })
					}
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				title: _t({ id: "tlMKCx" }),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "UXL5XQ" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "AnLL9a" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "oMmMMl" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "6wX/iw" }) })
				] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "LIQiYP" }) })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				title: _t({ id: "2jR/A1" }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Faq, { items: [
					{
						question: _t({ id: "nr49Vq" }),
						answer: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "/PZjpV" }) })
					},
					{
						question: _t({ id: "CNOhXZ" }),
						answer: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "ky1dW/" }) })
					},
					{
						question: _t({ id: "cSI2Jt" }),
						answer: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "0qjjzL" }) })
					}
				] })
			})
		]
	});
}
// src/routes/{-$locale}/_default/flood-relief.tsx?tsr-split=component
var SplitComponent = FloodReliefPage;
export { SplitComponent as component };
