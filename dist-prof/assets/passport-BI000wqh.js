import { a as passportPayloadSchema } from "./endpoints-CXsnQa0X.js";
import { r as registrationScreen } from "./runtime-Zr3GPKI7.js";
import { a as useLingui, g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import "./errors--5bWsX5T.js";
import { r as validatePayload } from "./forms-li3DRO6r.js";
import { n as FormScreen, t as useStepForm } from "./useStepForm-Cdt_OZiW.js";
import { a as passportValues, i as passportPayload, n as PassportFields, o as usePassportPrefill, r as incompleteDates, t as PASSPORT_FIELDS } from "./PassportFields-C7F9-qyk.js";
// src/features/registration/screens/PassportScreen.tsx
var import_jsx_runtime = require_jsx_runtime();
function PassportScreen() {
	const { _: _t } = useLingui();
	const form = useStepForm("passport", PASSPORT_FIELDS);
	const { shown, countries } = usePassportPrefill(form.draft);
	const submit = () => {
		const errors = {
			...validatePayload(passportPayloadSchema, passportPayload(shown), form.lang),
			...incompleteDates(shown, _t({ id: "TfIUY9" }))
		};
		if (form.check(errors)) form.send({
			type: "passport.submit",
			values: passportValues(shown)
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormScreen, {
		title: _t({ id: "B+iyMR" }),
		lead: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "M7cMdN" }),
		summary: form.summary,
		focusKey: form.focusKey,
		submitting: form.submitting,
		onSubmit: submit,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PassportFields, {
			values: shown,
			countries,
			errors: form.errors,
			onChange: form.change
		})
	});
}
// src/routes/{-$locale}/_auth/register/passport.tsx?tsr-split=component
var SplitComponent = registrationScreen(PassportScreen);
export { SplitComponent as component };
