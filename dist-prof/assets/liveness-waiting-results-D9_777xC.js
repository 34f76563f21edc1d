import { r as registrationScreen } from "./runtime-Zr3GPKI7.js";
import { a as useLingui, g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import { t as WaitingScreen } from "./WaitingScreen-BEL2z9DO.js";
// src/features/registration/screens/LivenessWaitingResultsScreen.tsx
var import_jsx_runtime = require_jsx_runtime();
/** /register/liveness-waiting-results: the photo is compared with the state database. */
function LivenessWaitingResultsScreen() {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WaitingScreen, {
		title: _t({ id: "Oe4z8g" }),
		status: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "HCWZHj" }),
		detail: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "tqtMn2" })
	});
}
// src/routes/{-$locale}/_auth/register/liveness-waiting-results.tsx?tsr-split=component
var SplitComponent = registrationScreen(LivenessWaitingResultsScreen);
export { SplitComponent as component };
