import { a as useRegistrationSelector, r as registrationScreen } from "./runtime-Zr3GPKI7.js";
import { a as useLingui, g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import { i as isSigningReady } from "./runtime-Cm4U2iah.js";
import { t as WaitingScreen } from "./WaitingScreen-BEL2z9DO.js";
// src/features/registration/screens/SigningInitWaitScreen.tsx
var import_jsx_runtime = require_jsx_runtime();
/** /register/signing-init-wait: the documents are prepared, then the signing page opens. */
function SigningInitWaitScreen() {
	const { _: _t } = useLingui();
	const ready = useRegistrationSelector(isSigningReady);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WaitingScreen, {
		title: _t({ id: "E2tNsP" }),
		status: ready ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "R3QVEc" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "3USUxp" }),
		detail: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "R4lbdw" })
	});
}
// src/routes/{-$locale}/_auth/register/signing-init-wait.tsx?tsr-split=component
var SplitComponent = registrationScreen(SigningInitWaitScreen);
export { SplitComponent as component };
