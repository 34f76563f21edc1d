import { r as registrationScreen, s as useScreen } from "./runtime-Zr3GPKI7.js";
import { a as useLingui, g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import { t as WaitingScreen } from "./WaitingScreen-BEL2z9DO.js";
// src/features/registration/screens/WaitScreen.tsx
var import_jsx_runtime = require_jsx_runtime();
/** /register/wait: the server fetches the applicant's data from state databases. */
function WaitScreen() {
	const { _: _t } = useLingui();
	const step = useScreen().step;
	const stages = [
		{
			key: "waiting_external_personal",
			label: _t({ id: "ZC+SH2" })
		},
		{
			key: "waiting_external_photo",
			label: _t({ id: "VCS1kG" })
		},
		{
			key: "client_creating",
			label: _t({ id: "J80uaT" })
		}
	];
	const status = step === "waiting_external_photo" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "TTcoe4" }) : step === "client_creating" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "ft/3sA" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "kAX5oc" });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WaitingScreen, {
		title: _t({ id: "2gQRAS" }),
		status,
		stages,
		current: step,
		detail: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "Cs2fz1" })
	});
}
// src/routes/{-$locale}/_auth/register/wait.tsx?tsr-split=component
var SplitComponent = registrationScreen(WaitScreen);
export { SplitComponent as component };
