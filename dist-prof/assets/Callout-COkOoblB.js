import { g as require_jsx_runtime } from "./framework-B3PySpgF.js";
var Callout_module_default = {
	callout: "_callout_2u132_1",
	warning: "_warning_2u132_9"
};
// src/features/public-pages/parts/Callout.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A notice the reader must not miss, e.g. "we never ask for SMS codes". */
function Callout({ children, tone = "info" }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: `${Callout_module_default.callout} ${Callout_module_default[tone] ?? ""}`,
		children
	});
}
export { Callout as t };
