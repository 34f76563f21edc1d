import { o as personalAndPassportPayloadSchema } from "./endpoints-CXsnQa0X.js";
import { r as registrationScreen, t as Screen_module_default } from "./runtime-Zr3GPKI7.js";
import { a as useLingui, g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import "./errors--5bWsX5T.js";
import { r as validatePayload } from "./forms-li3DRO6r.js";
import { n as FormScreen, t as useStepForm } from "./useStepForm-Cdt_OZiW.js";
import { a as passportValues, i as passportPayload, n as PassportFields, o as usePassportPrefill, r as incompleteDates, t as PASSPORT_FIELDS } from "./PassportFields-C7F9-qyk.js";
import { i as personalValues, n as PersonalFields, r as personalPayload, t as PERSONAL_FIELDS } from "./PersonalFields-DSAYCwCr.js";
// src/features/registration/screens/PersonalAndPassportScreen.tsx
var import_jsx_runtime = require_jsx_runtime();
var FIELDS = [...PERSONAL_FIELDS, ...PASSPORT_FIELDS];
function PersonalAndPassportScreen() {
	const { _: _t } = useLingui();
	const form = useStepForm("personal_and_passport", FIELDS);
	const { shown, countries } = usePassportPrefill(form.draft);
	const submit = () => {
		const errors = {
			...validatePayload(personalAndPassportPayloadSchema, {
				...personalPayload(shown),
				...passportPayload(shown)
			}, form.lang),
			...incompleteDates(shown, _t({ id: "TfIUY9" }))
		};
		if (form.check(errors)) form.send({
			type: "personalAndPassport.submit",
			values: {
				...personalValues(shown),
				...passportValues(shown)
			}
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormScreen, {
		title: _t({ id: "aXvkAn" }),
		lead: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "q6+h3G" }),
		summary: form.summary,
		focusKey: form.focusKey,
		submitting: form.submitting,
		onSubmit: submit,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			className: Screen_module_default.section,
			"aria-labelledby": "personal-title",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "personal-title",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "Eb9Fx4" })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PersonalFields, {
				values: shown,
				errors: form.errors,
				onChange: form.change
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			className: Screen_module_default.section,
			"aria-labelledby": "passport-title",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "passport-title",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "B+iyMR" })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PassportFields, {
				values: shown,
				countries,
				errors: form.errors,
				onChange: form.change
			})]
		})]
	});
}
// src/routes/{-$locale}/_auth/register/personal-and-passport.tsx?tsr-split=component
var SplitComponent = registrationScreen(PersonalAndPassportScreen);
export { SplitComponent as component };
