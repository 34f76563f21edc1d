import { a as __toESM } from "./rolldown-runtime-DQp2zzRu.js";
import { a as useLingui, g as require_jsx_runtime, i as Trans, y as require_react } from "./framework-B3PySpgF.js";
import { d as PRODUCTS, f as clampAmount } from "./home-page-Cgheo9rc.js";
import { M as setCookie, _ as buttonClass, f as LocaleLink, h as useBrowserValue, j as getCookie } from "./shell-oMbG3FHC.js";
import { a as differentialSchedule, c as toAmount, d as calculatorFormat, i as prepareLoan, l as todayInAlmaty, n as useToday, o as annuitySchedule, r as describeSchedule, s as calculateDeposit, t as useTemporalReady } from "./temporal-DKExSULs.js";
import { t as LoanCalculator_module_default } from "./LoanCalculator.module-D39lRfjy.js";
// src/features/calculators/loan/amount-cookie.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** SPEC §9: the calculator's amount survives a day (86 400 s), so a returning visitor sees it. */
var AMOUNT_COOKIE = "calculator_amount";
var AMOUNT_COOKIE_MAX_AGE = 86400;
function readAmountCookie() {
	const stored = Number(getCookie(AMOUNT_COOKIE));
	return Number.isFinite(stored) && stored > 0 ? stored : void 0;
}
function writeAmountCookie(amount) {
	setCookie(AMOUNT_COOKIE, String(amount), { maxAge: AMOUNT_COOKIE_MAX_AGE });
}
// src/features/calculators/loan/amount.ts
/**
* Reads what the borrower typed ("150 000", "150000 ₸", "99 999,50") as whole tenge on the
* product's slider. Nothing readable gives null, so the field can fall back to the last amount.
*/
function parseTypedAmount(product, typed) {
	const compact = typed.replace(/[\s\u00a0\u202f₸]/g, "").replace(",", ".");
	if (!/^\d+(\.\d*)?$/.test(compact)) return null;
	return clampAmount(product, Number(compact));
}
// src/features/calculators/loan/AmountField.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The amount as a typed field and a slider, two ways to one value. What is typed is kept as
* typed until the borrower leaves the field or presses Enter; then it is brought within the
* limits and onto the 500 ₸ step, and the field shows the amount actually used.
*/
function AmountField({ product, amount, onAmount }) {
	const { _: _t } = useLingui();
	const format = calculatorFormat();
	const labelId = (0, import_react.useId)();
	const inputId = (0, import_react.useId)();
	const hintId = (0, import_react.useId)();
	const [typed, setTyped] = (0, import_react.useState)(null);
	const { min, max, step } = PRODUCTS[product].amount;
	const commit = () => {
		if (typed === null) return;
		const parsed = parseTypedAmount(product, typed);
		setTyped(null);
		if (parsed !== null && parsed !== amount) onAmount(parsed);
	};
	const minimum = format.tenge(min);
	const maximum = format.tenge(max);
	const stepText = format.tenge(step);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: LoanCalculator_module_default.amount,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				id: labelId,
				htmlFor: inputId,
				className: LoanCalculator_module_default.label,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "fAP08V" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: LoanCalculator_module_default.typed,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id: inputId,
					type: "text",
					inputMode: "numeric",
					autoComplete: "off",
					className: LoanCalculator_module_default.input,
					"aria-describedby": hintId,
					value: typed ?? format.number(amount),
					onChange: (event) => setTyped(event.target.value),
					onBlur: commit,
					onKeyDown: (event) => {
						if (event.key !== "Enter") return;
						event.preventDefault();
						commit();
					}
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: LoanCalculator_module_default.currency,
					"aria-hidden": "true",
					children: "₸"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				type: "range",
				className: LoanCalculator_module_default.slider,
				"aria-labelledby": labelId,
				"aria-describedby": hintId,
				"aria-valuetext": format.tenge(amount),
				min,
				max,
				step,
				value: amount,
				onChange: (event) => {
					setTyped(null);
					onAmount(clampAmount(product, Number(event.target.value)));
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: hintId,
				className: LoanCalculator_module_default.hint,
				children: _t({
					id: "/zVV+Z",
					values: {
						minimum,
						maximum,
						stepText
					}
				})
			})
		]
	});
}
// src/features/calculators/loan/ChoiceGroup.tsx
/** A set of radio buttons shown as a segmented switch; arrows move between them natively. */
function ChoiceGroup({ legend, choices, selected, onSelect }) {
	const name = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: LoanCalculator_module_default.group,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
			className: LoanCalculator_module_default.label,
			children: legend
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: LoanCalculator_module_default.choices,
			children: choices.map((choice) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
				className: LoanCalculator_module_default.choice,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					type: "radio",
					name,
					value: String(choice.value),
					checked: choice.value === selected,
					onChange: () => onSelect(choice.value)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: choice.label })]
			}, String(choice.value)))
		})]
	});
}
// src/features/calculators/loan/LoanFiguresList.tsx
function PaymentLabel({ figures }) {
	if (figures?.value.product !== "instalment") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "8Vmfpp" });
	return figures.value.method === "equal" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "74X0wL" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "Of7e/M" });
}
/** The four figures of SPEC §3: return amount, payment, interest and ГЭСВ. */
function LoanFiguresList({ figures }) {
	const format = calculatorFormat();
	const result = figures?.result;
	const shown = (text) => text ?? "—";
	const returnDate = result ? format.date(result.returnDate) : "";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
		className: LoanCalculator_module_default.figures,
		"aria-live": "polite",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentLabel, { figures }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
				className: LoanCalculator_module_default.payment,
				children: shown(result && format.money(result.payment))
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "HxGM7i" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: shown(result && format.money(result.returnAmount)) })] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "SbCdwx" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: shown(result && format.money(result.percent)) })] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "qFENNW" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: shown(result && format.percent(result.gesv)) })] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: result?.product === "instalment" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "hR+Lhy" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "hjxYsU" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: shown(result && returnDate) })] })
		]
	});
}
// src/features/calculators/loan/PaymentSchedule.tsx
/**
* The payment schedule behind a disclosure button. The table is rendered only while open: a
* 60-row table redrawn on every slider move would cost more than the arithmetic.
*/
function PaymentSchedule({ figures }) {
	const format = calculatorFormat();
	const [open, setOpen] = (0, import_react.useState)(false);
	const tableId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: LoanCalculator_module_default.schedule,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: LoanCalculator_module_default.disclosure,
			"aria-expanded": open,
			"aria-controls": tableId,
			disabled: !figures,
			onClick: () => setOpen((wasOpen) => !wasOpen),
			children: open ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "l/zg79" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "+3OyHk" })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			id: tableId,
			hidden: !open,
			className: LoanCalculator_module_default.tableScroll,
			children: open && figures && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("table", {
				className: LoanCalculator_module_default.table,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("caption", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "JS3D51" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
							scope: "col",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "hSg0hV" })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
							scope: "col",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "8Vmfpp" })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
							scope: "col",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "ksHkmq" })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
							scope: "col",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "SbCdwx" })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
							scope: "col",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "7THKr4" })
						})
					] }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", { children: figures.schedule.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
							scope: "row",
							children: format.date(row.paymentDate)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: format.money(row.payment) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: format.money(row.principal) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: format.money(row.reward) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: format.money(row.principalRemainder) })
					] }, row.paymentDate)) })
				]
			})
		})]
	});
}
// src/finance/calculator.ts
function calculate(form, { openDate = todayInAlmaty() } = {}) {
	return form.product === "pdl" ? calculatePdl(form, openDate) : calculateInstalment(form, openDate);
}
function checkPeriod(offered, chosen, unit) {
	if (!offered.includes(chosen)) throw new RangeError(`Unavailable period ${chosen} ${unit}; choose one of ${offered.join(", ")}`);
}
function calculatePdl(form, openDate) {
	const { dailyRate, periods, discount } = PRODUCTS.pdl;
	checkPeriod(periods, form.period, "days");
	const deposit = calculateDeposit({
		openDate,
		period: form.period,
		amount: form.amount,
		interests: [{
			fromDay: 0,
			toDay: form.period,
			rate: dailyRate
		}],
		discount
	});
	return {
		product: "pdl",
		returnAmount: deposit.amountToReturn,
		payment: deposit.amountToReturn,
		percent: deposit.reward,
		gesv: deposit.effectiveAnnualRate,
		returnDate: deposit.paymentDate
	};
}
function calculateInstalment(form, openDate) {
	const { annualRate, periods } = PRODUCTS.instalment;
	checkPeriod(periods, form.periods, "months");
	const { amount, interest, periods: schedule } = prepareLoan({
		amount: form.amount,
		interest: annualRate,
		openDate,
		periods: form.periods
	});
	const annuity = form.method === "annuity" ? annuitySchedule(amount, interest, schedule) : null;
	const rows = annuity?.rows ?? differentialSchedule(amount, interest, schedule);
	const calculation = describeSchedule(amount, rows);
	const first = calculation.paymentSchedule[0];
	const last = calculation.paymentSchedule[calculation.paymentSchedule.length - 1];
	if (!first || !last) throw new RangeError("An instalment loan has at least one payment");
	return {
		product: "instalment",
		returnAmount: calculation.totalPayment,
		payment: annuity ? toAmount(annuity.payment) : first.payment,
		percent: calculation.totalReward,
		gesv: calculation.effectiveAnnualRate,
		returnDate: last.paymentDate,
		schedule: calculation.paymentSchedule
	};
}
// src/features/calculators/loan/value.ts
/** The term each product starts with: the middle of the short-term choices, a year of instalments. */
var DEFAULT_TERM = {
	pdl: 14,
	instalment: 12
};
DEFAULT_TERM.pdl;
function termsOf(product) {
	return PRODUCTS[product].periods;
}
/** Fills gaps with defaults and brings amount and term within what the product offers. */
function normalizeLoanValue(value) {
	const product = value.product === "instalment" ? "instalment" : "pdl";
	const term = value.term !== void 0 && termsOf(product).includes(value.term) ? value.term : DEFAULT_TERM[product];
	return {
		product,
		amount: clampAmount(product, value.amount ?? 78500),
		term,
		method: value.method === "equal" ? "equal" : "annuity"
	};
}
/** The finance module's form for a value already normalized. */
function toCalculatorForm(value) {
	return value.product === "pdl" ? {
		product: "pdl",
		amount: value.amount,
		period: value.term
	} : {
		product: "instalment",
		amount: value.amount,
		periods: value.term,
		method: value.method
	};
}
// src/features/calculators/loan/result.ts
function scheduleOf(result, amount) {
	if (result.product === "instalment") return result.schedule;
	return [{
		paymentDate: result.returnDate,
		payment: result.returnAmount,
		principal: amount,
		reward: result.percent,
		principalRemainder: 0
	}];
}
/**
* The figures for a choice. A 60-month schedule with its ГЭСВ takes a few milliseconds; the
* deferred value lets React keep the slider and the typed amount responsive on a slow phone and
* recompute with the latest position once it has a moment, instead of queueing a recomputation
* per intermediate position.
*/
function useLoanFigures(value, openDate) {
	const ready = useTemporalReady();
	const today = useToday();
	const deferred = (0, import_react.useDeferredValue)(value);
	const opened = openDate ?? today;
	return (0, import_react.useMemo)(() => {
		if (!ready) return null;
		const result = calculate(toCalculatorForm(deferred), { openDate: opened });
		return {
			result,
			schedule: scheduleOf(result, deferred.amount),
			value: deferred
		};
	}, [
		ready,
		deferred,
		opened
	]);
}
// src/features/calculators/loan/LoanCalculator.tsx
/**
* The loan calculator as a controlled widget: product, amount, term and repayment method in,
* figures and schedule out. Whoever renders it keeps the value (the home page in a cookie, the
* cabinet in its own state).
*/
function LoanCalculator({ value, onChange, openDate, heading, action }) {
	const { _: _t } = useLingui();
	const figures = useLoanFigures(value, openDate);
	const change = (patch) => onChange(normalizeLoanValue({
		...value,
		...patch
	}));
	const products = [{
		value: "pdl",
		label: _t({ id: "uNY5eA" })
	}, {
		value: "instalment",
		label: _t({ id: "USmrtb" })
	}];
	const methods = [{
		value: "annuity",
		label: _t({ id: "BsTZbC" })
	}, {
		value: "equal",
		label: _t({ id: "Woa3W0" })
	}];
	const terms = termsOf(value.product).map((term) => ({
		value: term,
		label: String(term)
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: LoanCalculator_module_default.calculator,
		children: [
			heading,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: LoanCalculator_module_default.controls,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceGroup, {
						legend: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "4QQhdX" }),
						choices: products,
						selected: value.product,
						onSelect: (product) => change({ product })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AmountField, {
						product: value.product,
						amount: value.amount,
						onAmount: (amount) => change({ amount })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceGroup, {
						legend: value.product === "pdl" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "ccSHqF" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "B5zyWy" }),
						choices: terms,
						selected: value.term,
						onSelect: (term) => change({ term })
					}),
					value.product === "instalment" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceGroup, {
						legend: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "QtHfnm" }),
						choices: methods,
						selected: value.method,
						onSelect: (method) => change({ method })
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: LoanCalculator_module_default.results,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoanFiguresList, { figures }),
					action,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentSchedule, { figures })
				]
			})
		]
	});
}
// src/features/calculators/loan/HomeLoanCalculator.tsx
/** A remembered amount beyond the short-term loan's limit can only have been an instalment loan. */
function initialValue(amount) {
	return normalizeLoanValue({
		product: amount !== void 0 && amount > PRODUCTS.pdl.amount.max ? "instalment" : "pdl",
		...amount !== void 0 && { amount }
	});
}
/**
* The home page's calculator: it remembers the amount in a cookie and offers «Получить деньги»,
* which carries the amount to the login page.
*/
function HomeLoanCalculator() {
	const remembered = useBrowserValue(readAmountCookie, void 0);
	const initial = (0, import_react.useMemo)(() => initialValue(remembered), [remembered]);
	const [chosen, setChosen] = (0, import_react.useState)(null);
	const value = chosen ?? initial;
	const change = (next) => {
		if (next.amount !== value.amount) writeAmountCookie(next.amount);
		setChosen(next);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoanCalculator, {
		value,
		onChange: change,
		heading: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
			className: LoanCalculator_module_default.heading,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "6isFns" })
		}),
		action: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: LoanCalculator_module_default.actions,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
				to: "/{-$locale}/login",
				search: { amount: value.amount },
				className: buttonClass("primary", true),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "G7Z58D" })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
				to: "/{-$locale}/deposit",
				className: LoanCalculator_module_default.more,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "voZX8i" })
			})]
		})
	});
}
export { LoanCalculator as n, HomeLoanCalculator as t };
