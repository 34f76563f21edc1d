import { g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import { c as PageHeading, g as Button } from "./shell-oMbG3FHC.js";
import { n as ScreenHeading, o as useRegistrationSend, s as useScreen, t as Screen_module_default } from "./runtime-Zr3GPKI7.js";
// src/features/registration/screens/StepFrame.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Every registration screen sits in this frame: while the flow asks the server where the
* applicant is it shows that, and after a lost connection it offers to try again. The fatal
* error page is the runtime's (SPEC.md §2).
*/
function StepFrame({ children }) {
	const kind = useScreen().kind;
	if (kind === "booting") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Booting, {});
	if (kind === "networkFailed") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NetworkFailed, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children });
}
function Booting() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: Screen_module_default.screen,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "M2fVCp" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: Screen_module_default.progress,
			role: "status",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: Screen_module_default.spinner,
				"aria-hidden": "true"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: Screen_module_default.muted,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "F1ub0h" })
			})]
		})]
	});
}
function NetworkFailed() {
	const send = useRegistrationSend();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: Screen_module_default.screen,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScreenHeading, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "lOrG2W" }) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: Screen_module_default.lead,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "4Gz+C8" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "secondary",
				block: true,
				onClick: () => send({ type: "retry" }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "Q8j4Sx" })
			})
		]
	});
}
export { StepFrame as t };
