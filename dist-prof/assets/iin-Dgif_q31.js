import { h as isValidIin, p as iinBirthDate } from "./endpoints-CXsnQa0X.js";
import { r as registrationScreen } from "./runtime-Zr3GPKI7.js";
import { a as useLingui, g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import "./errors--5bWsX5T.js";
import { a as RadioGroup, c as TextField, u as digitsMask } from "./forms-li3DRO6r.js";
import { n as FormScreen, t as useStepForm } from "./useStepForm-Cdt_OZiW.js";
// src/features/registration/screens/IinScreen.tsx
var import_jsx_runtime = require_jsx_runtime();
var FIELDS = [
	"iin",
	"isResidentRk",
	"isIpdl"
];
var IIN_MASK = digitsMask(12);
var toAnswer = (value) => value === void 0 ? void 0 : value ? "yes" : "no";
function IinScreen() {
	const { _: _t } = useLingui();
	const form = useStepForm("iin", FIELDS);
	const { iin = "", isResidentRk, isIpdl } = form.draft;
	/** Checked here, before any request: the length, the birth date and the check digit. */
	const check = () => {
		const errors = {};
		const typed = iin.length;
		if (typed !== 12) errors.iin = [_t({
			id: "yfibg/",
			values: { typed }
		})];
		else if (iinBirthDate(iin) === null) errors.iin = [_t({ id: "XWT6A2" })];
		else if (!isValidIin(iin)) errors.iin = [_t({ id: "KAd1R6" })];
		if (isResidentRk === void 0) errors.isResidentRk = [_t({ id: "cBxmSf" })];
		if (isIpdl === void 0) errors.isIpdl = [_t({ id: "aCrSWQ" })];
		return errors;
	};
	const submit = () => {
		if (form.check(check()) && isResidentRk !== void 0 && isIpdl !== void 0) form.send({
			type: "iin.submit",
			values: {
				iin,
				isResidentRk,
				isIpdl
			}
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormScreen, {
		title: _t({ id: "mAoHKG" }),
		lead: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "zkySnh" }),
		summary: form.summary,
		focusKey: form.focusKey,
		submitting: form.submitting,
		onSubmit: submit,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				id: "iin",
				label: _t({ id: "mAoHKG" }),
				hint: _t({ id: "36GHt5" }),
				mask: IIN_MASK,
				inputMode: "numeric",
				autoComplete: "off",
				value: iin,
				error: form.errors.iin,
				onChange: (value) => form.change({ iin: value })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroup, {
				id: "isResidentRk",
				legend: _t({ id: "yGIfJM" }),
				hint: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "dAXZrx" }),
				value: toAnswer(isResidentRk),
				error: form.errors.isResidentRk,
				options: [{
					value: "yes",
					label: _t({ id: "2SR4FY" })
				}, {
					value: "no",
					label: _t({ id: "Oryv53" })
				}],
				onChange: (answer) => form.change({ isResidentRk: answer === "yes" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroup, {
				id: "isIpdl",
				legend: _t({ id: "IV8rqo" }),
				hint: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "q6ypJE" }),
				value: toAnswer(isIpdl),
				error: form.errors.isIpdl,
				options: [{
					value: "no",
					label: _t({ id: "KKiyWU" })
				}, {
					value: "yes",
					label: _t({ id: "RKQVOo" }),
					hint: _t({ id: "INAf2w" })
				}],
				onChange: (answer) => form.change({ isIpdl: answer === "yes" })
			})
		]
	});
}
// src/routes/{-$locale}/_auth/login/iin.tsx?tsr-split=component
var SplitComponent = registrationScreen(IinScreen);
export { SplitComponent as component };
