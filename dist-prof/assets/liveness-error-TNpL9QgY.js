import { o as useRegistrationSend, r as registrationScreen, s as useScreen, t as Screen_module_default } from "./runtime-Zr3GPKI7.js";
import { g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import { N as appConfig, c as PageHeading, f as LocaleLink, g as Button } from "./shell-oMbG3FHC.js";
import { t as StepFrame } from "./StepFrame-D7spvALz.js";
var LivenessErrorScreen_module_default = { subheading: "_subheading_1her3_1" };
// src/features/registration/screens/LivenessErrorScreen.tsx
var import_jsx_runtime = require_jsx_runtime();
function BranchLink({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
		to: "/{-$locale}/info/contacts",
		children
	});
}
function LowSimilarity({ onRetry }) {
	const { phone, phoneHref } = appConfig.contacts;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "XF+q1H" }) }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: Screen_module_default.lead,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "SqtUBa" })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			className: LivenessErrorScreen_module_default.subheading,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "MiqTXP" })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
			className: Screen_module_default.list,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "VSbl3t" }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "IV9wDP" }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "VItZsu" }) })
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			block: true,
			onClick: onRetry,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "3k+e6Z" })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
			id: "XcX3RM",
			values: { phone },
			components: {
				0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { href: phoneHref }),
				1: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BranchLink, {})
			}
		}) })
	] });
}
function AlreadyFixing() {
	const { phone, phoneHref } = appConfig.contacts;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "E8MT6x" }) }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: Screen_module_default.lead,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "jyY5ia" })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			className: LivenessErrorScreen_module_default.subheading,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "ZUTzkp" })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
			className: Screen_module_default.list,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "t49Wl/" }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
					id: "5nPI51",
					values: { phone },
					components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { href: phoneHref }) }
				}) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
					id: "SokQPS",
					components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BranchLink, {}) }
				}) })
			]
		})
	] });
}
/**
* /register/liveness-error (step liveness_failed): the server's identification error picks the
* low-similarity screen (with a retry) or the 'we are already fixing it' screen (SPEC.md §2, §8).
* While the reason is being fetched, only a status line shows.
*/
function LivenessErrorScreen() {
	const { kind } = useScreen();
	const send = useRegistrationSend();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepFrame, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: Screen_module_default.screen,
		children: kind === "lowSimilarity" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LowSimilarity, { onRetry: () => send({ type: "liveness.retry" }) }) : kind === "alreadyFixing" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlreadyFixing, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "N0DTRO" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			role: "status",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "xpmocd" })
		})] })
	}) });
}
// src/routes/{-$locale}/_auth/register/liveness-error.tsx?tsr-split=component
var SplitComponent = registrationScreen(LivenessErrorScreen);
export { SplitComponent as component };
