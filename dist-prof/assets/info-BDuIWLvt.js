import { a as useLingui, g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import { f as LocaleLink } from "./shell-oMbG3FHC.js";
import { t as Page } from "./Page-BuUpyQGk.js";
var InfoPage_module_default = {
	links: "_links_1yuvb_1",
	item: "_item_1yuvb_9",
	title: "_title_1yuvb_22",
	link: "_link_1yuvb_1",
	text: "_text_1yuvb_41"
};
// src/features/public-pages/InfoPage.tsx
var import_jsx_runtime = require_jsx_runtime();
function InfoPage() {
	const { _: _t } = useLingui();
	const links = [
		{
			to: "/{-$locale}/info/contacts",
			title: _t({ id: "0Kdm0f" }),
			text: _t({ id: "jKJQlC" })
		},
		{
			to: "/{-$locale}/info/financial-competence",
			title: _t({ id: "YhASoY" }),
			text: _t({ id: "PTYOA1" })
		},
		{
			to: "/{-$locale}/info/privacy-policy",
			title: _t({ id: "uyp0XN" }),
			text: _t({ id: "A0TFJS" })
		},
		{
			to: "/{-$locale}/info/security",
			title: _t({ id: "uOBrRA" }),
			text: _t({ id: "J12jgs" })
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Page, {
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "Fu7qJB" }),
		lead: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "T2mMk5" }),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: InfoPage_module_default.links,
			children: links.map((link) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: InfoPage_module_default.item,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					className: InfoPage_module_default.title,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
						to: link.to,
						className: InfoPage_module_default.link,
						children: link.title
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: InfoPage_module_default.text,
					children: link.text
				})]
			}, link.to))
		})
	});
}
// src/routes/{-$locale}/_default/info/index.tsx?tsr-split=component
var SplitComponent = InfoPage;
export { SplitComponent as component };
