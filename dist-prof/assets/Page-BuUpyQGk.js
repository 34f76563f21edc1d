import { c as PageHeading, l as Container } from "./shell-oMbG3FHC.js";
import { g as require_jsx_runtime } from "./framework-B3PySpgF.js";
var Page_module_default = {
	page: "_page_44dl1_1",
	intro: "_intro_44dl1_9",
	lead: "_lead_44dl1_17"
};
// src/features/public-pages/parts/Page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The frame of every public page: the single h1, an optional lead, then the sections. */
function Page({ title, lead, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		className: Page_module_default.page,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: Page_module_default.intro,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { children: title }), lead ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: Page_module_default.lead,
				children: lead
			}) : null]
		}), children]
	});
}
export { Page as t };
