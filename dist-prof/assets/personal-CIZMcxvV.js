import { s as personalPayloadSchema } from "./endpoints-CXsnQa0X.js";
import { r as registrationScreen } from "./runtime-Zr3GPKI7.js";
import { a as useLingui, g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import "./errors--5bWsX5T.js";
import { r as validatePayload } from "./forms-li3DRO6r.js";
import { n as FormScreen, t as useStepForm } from "./useStepForm-Cdt_OZiW.js";
import { i as personalValues, n as PersonalFields, r as personalPayload, t as PERSONAL_FIELDS } from "./PersonalFields-DSAYCwCr.js";
// src/features/registration/screens/PersonalScreen.tsx
var import_jsx_runtime = require_jsx_runtime();
function PersonalScreen() {
	const { _: _t } = useLingui();
	const form = useStepForm("personal", PERSONAL_FIELDS);
	const submit = () => {
		if (form.check(validatePayload(personalPayloadSchema, personalPayload(form.draft), form.lang))) form.send({
			type: "personal.submit",
			values: personalValues(form.draft)
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormScreen, {
		title: _t({ id: "7KO8wx" }),
		lead: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "xDx+ML" }),
		summary: form.summary,
		focusKey: form.focusKey,
		submitting: form.submitting,
		onSubmit: submit,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PersonalFields, {
			values: form.draft,
			errors: form.errors,
			onChange: form.change
		})
	});
}
// src/routes/{-$locale}/_auth/register/personal.tsx?tsr-split=component
var SplitComponent = registrationScreen(PersonalScreen);
export { SplitComponent as component };
