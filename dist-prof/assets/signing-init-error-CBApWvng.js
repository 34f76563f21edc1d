import { a as useRegistrationSelector, n as ScreenHeading, o as useRegistrationSend, r as registrationScreen, t as Screen_module_default } from "./runtime-Zr3GPKI7.js";
import { g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import { r as isBusy } from "./runtime-Cm4U2iah.js";
import { N as appConfig, g as Button } from "./shell-oMbG3FHC.js";
import { t as StepFrame } from "./StepFrame-D7spvALz.js";
// src/features/registration/screens/SigningInitErrorScreen.tsx
var import_jsx_runtime = require_jsx_runtime();
/** /register/signing-init-error: signing did not start or was declined; it can be repeated. */
function SigningInitErrorScreen() {
	const send = useRegistrationSend();
	const repeating = useRegistrationSelector(isBusy);
	const { phone, phoneHref } = appConfig.contacts;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepFrame, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: Screen_module_default.screen,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScreenHeading, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "rWFw76" }) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: Screen_module_default.lead,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "x0g6B3" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "primary",
				block: true,
				"aria-disabled": repeating,
				onClick: () => !repeating && send({ type: "signing.repeat" }),
				children: repeating ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "OAi8MF" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "uCJQuT" })
			}),
			repeating ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: Screen_module_default.muted,
				role: "status",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "mNVA2U" })
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: Screen_module_default.muted,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
					id: "JtroXw",
					values: { phone },
					components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { href: phoneHref }) }
				})
			})
		]
	}) });
}
// src/routes/{-$locale}/_auth/register/signing-init-error.tsx?tsr-split=component
var SplitComponent = registrationScreen(SigningInitErrorScreen);
export { SplitComponent as component };
