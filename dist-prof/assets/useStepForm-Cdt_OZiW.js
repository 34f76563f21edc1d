import { a as __toESM } from "./rolldown-runtime-DQp2zzRu.js";
import { g as Button } from "./shell-oMbG3FHC.js";
import { a as useLingui, g as require_jsx_runtime, i as Trans, y as require_react } from "./framework-B3PySpgF.js";
import { r as isBusy } from "./runtime-Cm4U2iah.js";
import { a as useRegistrationSelector, n as ScreenHeading, o as useRegistrationSend, t as Screen_module_default } from "./runtime-Zr3GPKI7.js";
import { l as Form_module_default, n as summaryOf, o as ErrorSummary, t as firstMessages } from "./forms-li3DRO6r.js";
import { t as StepFrame } from "./StepFrame-D7spvALz.js";
// src/features/registration/screens/FormScreen.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The frame of every registration form: heading, error summary, fields, one submit button. */
function FormScreen(props) {
	const { title, lead, summary, focusKey, submitting, onSubmit, children, submitLabel } = props;
	const submit = (event) => {
		event.preventDefault();
		if (!submitting) onSubmit();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepFrame, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: Screen_module_default.screen,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScreenHeading, { children: title }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: Screen_module_default.lead,
				children: lead
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorSummary, {
				errors: summary,
				focusKey
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: Form_module_default.form,
				noValidate: true,
				onSubmit: submit,
				"aria-busy": submitting,
				children: [children, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: Form_module_default.actions,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						variant: "primary",
						block: true,
						"aria-disabled": submitting,
						children: submitting ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "o/LjDz" }) : submitLabel ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "C5o+Jk" })
					}), submitting ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: Screen_module_default.muted,
						role: "status",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "aM7YSO" })
					}) : null]
				})]
			})
		]
	}) });
}
// src/features/registration/screens/useStepForm.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var EMPTY = {};
/**
* A registration form's state, all of it in the machine: the draft (sent on every change, so a
* failed submit, a reload or a push loses nothing), the server's 422 errors and whether the
* submission is in flight. Only the errors of the last client-side check live here.
*/
function useStepForm(step, fieldOrder) {
	const { i18n } = useLingui();
	const send = useRegistrationSend();
	const draft = useRegistrationSelector((snapshot) => snapshot.context.drafts[step] ?? EMPTY);
	const serverErrors = useRegistrationSelector((snapshot) => snapshot.context.fieldErrors);
	const submitting = useRegistrationSelector(isBusy);
	const [clientErrors, setClientErrors] = (0, import_react.useState)({});
	const [attempt, setAttempt] = (0, import_react.useState)(0);
	const change = (0, import_react.useCallback)((values) => send({
		type: "draft.change",
		step,
		values
	}), [send, step]);
	const errors = (0, import_react.useMemo)(() => ({
		...firstMessages(serverErrors),
		...firstMessages(clientErrors)
	}), [serverErrors, clientErrors]);
	return {
		draft,
		change,
		errors,
		summary: (0, import_react.useMemo)(() => summaryOf(errors, fieldOrder), [errors, fieldOrder]),
		focusKey: (0, import_react.useMemo)(() => ({
			attempt,
			serverErrors
		}), [attempt, serverErrors]),
		submitting,
		check: (0, import_react.useCallback)((found) => {
			setClientErrors(found);
			setAttempt((count) => count + 1);
			return Object.keys(found).length === 0;
		}, []),
		send,
		lang: i18n.locale
	};
}
export { FormScreen as n, useStepForm as t };
