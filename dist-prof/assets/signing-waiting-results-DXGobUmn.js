import { r as registrationScreen } from "./runtime-Zr3GPKI7.js";
import { a as useLingui, g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import { t as WaitingScreen } from "./WaitingScreen-BEL2z9DO.js";
// src/features/registration/screens/SigningWaitingResultsScreen.tsx
var import_jsx_runtime = require_jsx_runtime();
/** /register/signing-waiting-results: back from the signing page, the outcome is confirmed. */
function SigningWaitingResultsScreen() {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WaitingScreen, {
		title: _t({ id: "qWLDJK" }),
		status: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "3lE4si" }),
		detail: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "6/CEP+" })
	});
}
// src/routes/{-$locale}/_auth/register/signing-waiting-results.tsx?tsr-split=component
var SplitComponent = registrationScreen(SigningWaitingResultsScreen);
export { SplitComponent as component };
