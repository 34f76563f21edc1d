import { a as __toESM } from "./rolldown-runtime-DQp2zzRu.js";
import { n as LoanCalculator } from "./HomeLoanCalculator-BZUN62lA.js";
import "./loader-B90mzAe2.js";
import { a as useRegistrationSelector, n as ScreenHeading, o as useRegistrationSend, r as registrationScreen, t as Screen_module_default } from "./runtime-Zr3GPKI7.js";
import { g as require_jsx_runtime, i as Trans, y as require_react } from "./framework-B3PySpgF.js";
import { a as isSubmitted, r as isBusy } from "./runtime-Cm4U2iah.js";
import { u as DEFAULT_AMOUNT } from "./home-page-Cgheo9rc.js";
import { g as Button } from "./shell-oMbG3FHC.js";
import { t as StepFrame } from "./StepFrame-D7spvALz.js";
// src/features/registration/screens/CabinetScreen.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var AMOUNT_FORMAT = new Intl.NumberFormat("ru-RU");
var INITIAL_CHOICE = {
	product: "pdl",
	amount: DEFAULT_AMOUNT,
	term: 14,
	method: "annuity"
};
/** /register/lk: the product and amount, with the calculator's figures, then the application. */
function CabinetScreen({ calculator }) {
	const send = useRegistrationSend();
	const [choice, setChoice] = (0, import_react.useState)(INITIAL_CHOICE);
	const submitting = useRegistrationSelector(isBusy);
	const submitted = useRegistrationSelector(isSubmitted);
	const amountError = useRegistrationSelector((snapshot) => snapshot.context.fieldErrors.amount?.[0] ?? null);
	const amount = AMOUNT_FORMAT.format(choice.amount);
	const count = choice.term;
	const term = choice.product === "pdl" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
		id: "w7l5JT",
		values: { count }
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
		id: "oG+/+L",
		values: { count }
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepFrame, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: Screen_module_default.screen,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScreenHeading, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "nDb5qr" }) }), submitted ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Submitted, { amount }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: Screen_module_default.lead,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "K4Tble" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "loan-choice-title",
				className: Screen_module_default.section,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "loan-choice-title",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "tWwNWw" })
				}), calculator(choice, setChoice)]
			}),
			amountError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: Screen_module_default.alert,
				role: "alert",
				children: amountError
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "primary",
				block: true,
				"aria-disabled": submitting,
				onClick: () => !submitting && send({
					type: "cabinet.submit",
					amount: choice.amount
				}),
				children: submitting ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "PzI+lo" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
					id: "WEtfeT",
					values: {
						amount,
						term
					}
				})
			}),
			submitting ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: Screen_module_default.muted,
				role: "status",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "PzI+lo" })
			}) : null
		] })]
	}) });
}
function Submitted({ amount }) {
	const ref = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => ref.current?.focus(), []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: Screen_module_default.success,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			ref,
			tabIndex: -1,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "R7Kkqx" })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
			id: "w0iYFI",
			values: { amount }
		}) })]
	});
}
// src/routes/{-$locale}/_auth/register/lk.tsx?tsr-split=component
function Cabinet() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CabinetScreen, { calculator: (value, onChange) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoanCalculator, {
		value,
		onChange
	}) });
}
var SplitComponent = registrationScreen(Cabinet);
export { SplitComponent as component };
