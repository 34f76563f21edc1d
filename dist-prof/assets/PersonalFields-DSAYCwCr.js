import { a as useLingui, g as require_jsx_runtime } from "./framework-B3PySpgF.js";
import { c as TextField } from "./forms-li3DRO6r.js";
// src/features/registration/screens/PersonalFields.tsx
var import_jsx_runtime = require_jsx_runtime();
var PERSONAL_FIELDS = [
	"lastName",
	"firstName",
	"middleName",
	"email"
];
/** SPEC.md §3 personal payload: names as in the identity card, and an e-mail address. */
function PersonalFields({ values, errors, onChange }) {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			id: "lastName",
			label: _t({ id: "8Mmux1" }),
			value: values.lastName ?? "",
			error: errors.lastName,
			onChange: (lastName) => onChange({ lastName }),
			autoComplete: "family-name",
			autoCapitalize: "words",
			spellCheck: false
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			id: "firstName",
			label: _t({ id: "MSYYL/" }),
			value: values.firstName ?? "",
			error: errors.firstName,
			onChange: (firstName) => onChange({ firstName }),
			autoComplete: "given-name",
			autoCapitalize: "words",
			spellCheck: false
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			id: "middleName",
			label: _t({ id: "Z3Z0Dj" }),
			value: values.middleName ?? "",
			error: errors.middleName,
			onChange: (middleName) => onChange({ middleName }),
			autoComplete: "additional-name",
			autoCapitalize: "words",
			spellCheck: false,
			required: false
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			id: "email",
			label: _t({ id: "Aao/PM" }),
			hint: _t({ id: "mSFjdm" }),
			type: "email",
			inputMode: "email",
			value: values.email ?? "",
			error: errors.email,
			onChange: (email) => onChange({ email }),
			autoComplete: "email",
			spellCheck: false
		})
	] });
}
/** The personal payload of the API contract (snake_case) from the form's values. */
function personalPayload(values) {
	return {
		first_name: values.firstName ?? "",
		last_name: values.lastName ?? "",
		middle_name: values.middleName ?? "",
		email: values.email ?? ""
	};
}
function personalValues(values) {
	return {
		firstName: (values.firstName ?? "").trim(),
		lastName: (values.lastName ?? "").trim(),
		middleName: (values.middleName ?? "").trim(),
		email: (values.email ?? "").trim()
	};
}
export { personalValues as i, PersonalFields as n, personalPayload as r, PERSONAL_FIELDS as t };
