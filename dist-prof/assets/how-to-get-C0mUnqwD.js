import { a as useLingui, g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import { N as appConfig, _ as buttonClass, f as LocaleLink } from "./shell-oMbG3FHC.js";
import { t as Callout } from "./Callout-COkOoblB.js";
import { c as Section, l as Checklist, s as Steps } from "./home-page-Cgheo9rc.js";
import { t as Page } from "./Page-BuUpyQGk.js";
// src/features/public-pages/HowToGetPage.tsx
var import_jsx_runtime = require_jsx_runtime();
function HowToGetPage() {
	const { _: _t } = useLingui();
	const { brand } = appConfig;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Page, {
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "rg0S34" }),
		lead: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "zxbKre" }),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				title: _t({ id: "O+ShCM" }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checklist, { items: [
					_t({ id: "JFFl9B" }),
					_t({ id: "KWrkR0" }),
					_t({ id: "uUoHLd" }),
					_t({ id: "udqBdc" }),
					_t({ id: "u+gDxP" })
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				title: _t({ id: "+WLlrL" }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Steps, { steps: [
					{
						title: _t({ id: "nxm0RP" }),
						text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "LxQOhv" }) })
					},
					{
						title: _t({ id: "efcsyi" }),
						text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
							id: "kNvepI",
							components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
								to: "/{-$locale}/about/documents",
								hash: "consents"
							}) }
						}) })
					},
					{
						title: _t({ id: "mAoHKG" }),
						text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "ubSlRz" }) })
					},
					{
						title: _t({ id: "7KO8wx" }),
						text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "MP1HsV" }) })
					},
					{
						title: _t({ id: "VYqTlH" }),
						text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "nlcSl9" }) })
					},
					{
						title: _t({ id: "oI+0jO" }),
						text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "043692" }) })
					},
					{
						title: _t({ id: "TjzEBu" }),
						text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "8xlBeE" }) })
					},
					{
						title: _t({ id: "1fVrBw" }),
						text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "qbo4zD" }) })
					},
					{
						title: _t({ id: "MunIWJ" }),
						text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "SdpY4B" }) })
					}
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Callout, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
				id: "0sX+vT",
				values: { brand }
			}) }) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				title: _t({ id: "vtAtm0" }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "M+Dh7d" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "dg/qd9" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "/JSuJS" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
						id: "bP5Gq1",
						components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, { to: "/{-$locale}/info/contacts" }) }
					}) })
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
				to: "/{-$locale}/login",
				className: buttonClass("primary"),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "G7Z58D" })
			}) })
		]
	});
}
// src/routes/{-$locale}/_default/how-to-get.tsx?tsr-split=component
var SplitComponent = HowToGetPage;
export { SplitComponent as component };
