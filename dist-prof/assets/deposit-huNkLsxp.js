import { a as __toESM } from "./rolldown-runtime-DQp2zzRu.js";
import { a as useLingui, g as require_jsx_runtime, i as Trans, y as require_react } from "./framework-B3PySpgF.js";
import { c as PageHeading, g as Button, l as Container } from "./shell-oMbG3FHC.js";
import { d as calculatorFormat, n as useToday, s as calculateDeposit, t as useTemporalReady, u as Big } from "./temporal-DKExSULs.js";
import { d as PRODUCTS } from "./home-page-Cgheo9rc.js";
import { A as string, D as regex, O as safeParse, T as pipe, h as minValue, j as transform, p as maxValue, r as check } from "./dist-Dr_YuOSD.js";
// src/features/calculators/deposit/form.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var MAX_PERIOD_DAYS = 3650;
var typedNumber = (pattern, code) => pipe(string(), transform((text) => text.replace(/[\s\u00a0\u202f₸%]/g, "").replace(",", ".")), regex(pattern, code));
var amountSchema = pipe(typedNumber(/^\d+(\.\d{1,2})?$/, "amountFormat"), check((text) => new Big(text).gt(0), "amountPositive"));
var daySchema = pipe(typedNumber(/^\d{1,4}$/, "dayFormat"), transform(Number));
var periodSchema = pipe(typedNumber(/^\d{1,4}$/, "periodFormat"), transform(Number), minValue(1, "periodFormat"), maxValue(MAX_PERIOD_DAYS, "periodFormat"));
var rateSchema = typedNumber(/^\d+(\.\d+)?$/, "rateFormat");
var discountSchema = pipe(typedNumber(/^(\d+(\.\d+)?)?$/, "discountRange"), check((text) => text === "" || new Big(text).lte(100), "discountRange"));
var openDateSchema = pipe(string(), check((text) => {
	try {
		Temporal.PlainDate.from(text, { overflow: "reject" });
		return /^\d{4}-\d{2}-\d{2}$/.test(text);
	} catch {
		return false;
	}
}, "openDateFormat"));
/** Percent to a fraction, exactly: "0,104" % is 0.00104. */
var fraction = (percent) => new Big(percent || "0").div(100).toString();
/**
* Checks the form field by field, then the bands as a whole (SPEC §5: at least one band, the
* last ending on the last day of the period; here also: the first starting on day 0 or 1 and
* each next one the day after the previous ends, so no day is counted twice or skipped).
*/
function validateDeposit(draft) {
	const errors = {};
	const flag = (key, code) => {
		errors[key] ??= code;
	};
	const read = (key, schema, text) => {
		const parsed = safeParse(schema, text, { abortPipeEarly: true });
		if (parsed.success) return parsed.output;
		flag(key, parsed.issues[0].message);
	};
	const amount = read("amount", amountSchema, draft.amount);
	const period = read("period", periodSchema, draft.period);
	const openDate = read("openDate", openDateSchema, draft.openDate);
	const discount = read("discount", discountSchema, draft.discount);
	const bands = draft.bands.map((band, index) => ({
		fromDay: read(`bands.${index}.fromDay`, daySchema, band.fromDay),
		toDay: read(`bands.${index}.toDay`, daySchema, band.toDay),
		rate: read(`bands.${index}.rate`, rateSchema, band.rate)
	}));
	bands.forEach(({ fromDay, toDay }, index) => {
		if (fromDay === void 0 || toDay === void 0) return;
		const previous = bands[index - 1];
		if (toDay < (index === 0 && fromDay === 0 ? 1 : fromDay)) flag(`bands.${index}.toDay`, "toDayBeforeFromDay");
		if (index === 0 && fromDay > 1) flag(`bands.${index}.fromDay`, "firstBandStart");
		if (previous?.toDay !== void 0 && fromDay !== previous.toDay + 1) flag(`bands.${index}.fromDay`, "bandGap");
	});
	const last = bands[bands.length - 1];
	if (!last) flag("bands", "bandsEmpty");
	else if (period !== void 0 && last.toDay !== void 0 && last.toDay !== period) flag(`bands.${bands.length - 1}.toDay`, "lastBandEnd");
	if (Object.keys(errors).length > 0 || amount === void 0 || period === void 0 || openDate === void 0 || discount === void 0) return {
		ok: false,
		errors
	};
	return {
		ok: true,
		input: {
			openDate,
			period,
			amount,
			discount: fraction(discount),
			interests: bands.map((band) => ({
				fromDay: band.fromDay ?? 0,
				toDay: band.toDay ?? 0,
				rate: fraction(band.rate ?? "0")
			}))
		}
	};
}
// src/features/calculators/deposit/messages.ts
/** `{period}` is the deposit's term in days, where a message names it. */
var DEPOSIT_ERRORS = {
	amountFormat: { id: "8SAbHp" },
	amountPositive: { id: "gGUTlH" },
	periodFormat: { id: "0xUK6Y" },
	openDateFormat: { id: "vYqgF+" },
	discountRange: { id: "t4JLDG" },
	bandsEmpty: { id: "naLbM1" },
	dayFormat: { id: "3U4hnj" },
	toDayBeforeFromDay: { id: "fesR2n" },
	rateFormat: { id: "TGt48y" },
	firstBandStart: { id: "PNuS90" },
	bandGap: { id: "/dkwHM" },
	lastBandEnd: { id: "Q46Br/" }
};
var DepositCalculator_module_default = {
	form: "_form_anclx_1",
	fields: "_fields_anclx_7",
	field: "_field_anclx_7",
	input: "_input_anclx_22",
	error: "_error_anclx_34",
	bands: "_bands_anclx_40",
	legend: "_legend_anclx_49",
	bandList: "_bandList_anclx_56",
	band: "_band_anclx_40",
	bandFields: "_bandFields_anclx_70",
	result: "_result_anclx_85",
	figures: "_figures_anclx_89"
};
// src/features/calculators/deposit/TextField.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A labelled input whose error message is tied to it for assistive technology. */
function TextField({ label, value, error, onChange, type = "text", inputMode }) {
	const id = (0, import_react.useId)();
	const errorId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: DepositCalculator_module_default.field,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: id,
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				id,
				type,
				inputMode,
				autoComplete: "off",
				className: DepositCalculator_module_default.input,
				value,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": error ? errorId : void 0,
				onChange: (event) => onChange(event.target.value)
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: errorId,
				className: DepositCalculator_module_default.error,
				children: error
			})
		]
	});
}
// src/features/calculators/deposit/DepositCalculator.tsx
var { dailyRate } = PRODUCTS.pdl;
/** The short-term loan's terms as a starting point: 21 days at 0,104 % a day, no discount. */
function initialDraft(openDate) {
	return {
		amount: "78500",
		period: "21",
		openDate,
		discount: "0",
		bands: [{
			fromDay: "1",
			toDay: "21",
			rate: new Big(dailyRate).times(100).toString()
		}]
	};
}
/**
* A new band splits the last one in two halves, so the bands still cover the term without gaps
* and only the new rate needs typing. A last band of one day (or unreadable days) is followed by
* one running from the next day to the end of the term.
*/
function withBandAdded({ bands, period }) {
	const last = bands[bands.length - 1];
	if (!last) return [{
		fromDay: "1",
		toDay: period,
		rate: ""
	}];
	const fromDay = Number(last.fromDay);
	const toDay = Number(last.toDay);
	if (!Number.isInteger(fromDay) || !Number.isInteger(toDay) || last.fromDay === "") return [...bands, {
		fromDay: "",
		toDay: period,
		rate: ""
	}];
	if (toDay - fromDay < 1) return [...bands, {
		fromDay: String(toDay + 1),
		toDay: period,
		rate: ""
	}];
	const middle = Math.floor((fromDay + toDay) / 2);
	return [
		...bands.slice(0, -1),
		{
			...last,
			toDay: String(middle)
		},
		{
			fromDay: String(middle + 1),
			toDay: last.toDay,
			rate: last.rate
		}
	];
}
/**
* Reward on an amount over a number of days with a daily rate that changes by bands of days,
* less a discount (SPEC §3 deposit input, §9). Errors appear after the first «Рассчитать» and
* then follow every change.
*/
function DepositCalculator() {
	return useTemporalReady() ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DepositForm, {}) : null;
}
function DepositForm() {
	const { _: _t, i18n } = useLingui();
	const format = calculatorFormat();
	const today = useToday();
	const [draft, setDraft] = (0, import_react.useState)(() => initialDraft(today));
	const [draftToday, setDraftToday] = (0, import_react.useState)(today);
	if (today !== draftToday) {
		setDraftToday(today);
		setDraft((current) => current.openDate === draftToday ? {
			...current,
			openDate: today
		} : current);
	}
	const [checked, setChecked] = (0, import_react.useState)(false);
	const [result, setResult] = (0, import_react.useState)(null);
	const formRef = (0, import_react.useRef)(null);
	const bandsId = (0, import_react.useId)();
	const validation = validateDeposit(draft);
	const errors = checked && !validation.ok ? validation.errors : {};
	const errorText = (key) => {
		const code = errors[key];
		if (!code) return void 0;
		const { id, message } = DEPOSIT_ERRORS[code];
		return i18n._(id, { period: draft.period }, { message });
	};
	const update = (patch) => {
		setDraft((current) => ({
			...current,
			...patch
		}));
		setResult(null);
	};
	const updateBand = (index, patch) => update({ bands: draft.bands.map((band, at) => at === index ? {
		...band,
		...patch
	} : band) });
	const addBand = () => update({ bands: withBandAdded(draft) });
	const removeBand = (index) => update({ bands: draft.bands.filter((_, at) => at !== index) });
	const submit = (event) => {
		event.preventDefault();
		setChecked(true);
		if (validation.ok) {
			setResult(calculateDeposit(validation.input));
			return;
		}
		requestAnimationFrame(() => formRef.current?.querySelector("[aria-invalid=\"true\"]")?.focus());
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		ref: formRef,
		className: DepositCalculator_module_default.form,
		noValidate: true,
		onSubmit: submit,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: DepositCalculator_module_default.fields,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						label: _t({ id: "vIlqDG" }),
						inputMode: "decimal",
						value: draft.amount,
						error: errorText("amount"),
						onChange: (amount) => update({ amount })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						label: _t({ id: "ccSHqF" }),
						inputMode: "numeric",
						value: draft.period,
						error: errorText("period"),
						onChange: (period) => update({ period })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						label: _t({ id: "UnQ5Ze" }),
						type: "date",
						value: draft.openDate,
						error: errorText("openDate"),
						onChange: (openDate) => update({ openDate })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						label: _t({ id: "/t2qdf" }),
						inputMode: "decimal",
						value: draft.discount,
						error: errorText("discount"),
						onChange: (discount) => update({ discount })
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: DepositCalculator_module_default.bands,
				"aria-describedby": errors.bands ? bandsId : void 0,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: DepositCalculator_module_default.legend,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "UWZC4R" })
					}),
					errors.bands && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						id: bandsId,
						className: DepositCalculator_module_default.error,
						children: errorText("bands")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
						className: DepositCalculator_module_default.bandList,
						children: draft.bands.map((band, index) => {
							const number = index + 1;
							return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
								className: DepositCalculator_module_default.band,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
									className: DepositCalculator_module_default.bandFields,
									children: [
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", { children: _t({
											id: "lYteGc",
											values: { number }
										}) }),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
											label: _t({ id: "KEv8wb" }),
											inputMode: "numeric",
											value: band.fromDay,
											error: errorText(`bands.${index}.fromDay`),
											onChange: (fromDay) => updateBand(index, { fromDay })
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
											label: _t({ id: "Hrlu4w" }),
											inputMode: "numeric",
											value: band.toDay,
											error: errorText(`bands.${index}.toDay`),
											onChange: (toDay) => updateBand(index, { toDay })
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
											label: _t({ id: "D/lE4T" }),
											inputMode: "decimal",
											value: band.rate,
											error: errorText(`bands.${index}.rate`),
											onChange: (rate) => updateBand(index, { rate })
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
											variant: "outline",
											onClick: () => removeBand(index),
											children: _t({
												id: "HR43bW",
												values: { number }
											})
										})
									]
								})
							}, index);
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "outline",
						onClick: addBand,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "Uc1R6x" })
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "primary",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "38v787" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				"aria-live": "polite",
				className: DepositCalculator_module_default.result,
				children: result && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
					className: DepositCalculator_module_default.figures,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "SbCdwx" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: format.money(result.reward) })] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "gCgfys" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: format.money(result.amountToReturn) })] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "O15OuQ" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: format.date(result.paymentDate) })] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "3m/EsV" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: format.percent(result.nominalRate, 4) })] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "32X9WS" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: format.percent(result.annualRate) })] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "QhNsT+" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: format.percent(result.effectiveAnnualRate) })] })
					]
				})
			})
		]
	});
}
var DepositCalculatorPage_module_default = {
	page: "_page_1i3z5_1",
	intro: "_intro_1i3z5_9",
	lead: "_lead_1i3z5_17"
};
// src/features/calculators/deposit/DepositCalculatorPage.tsx
function DepositCalculatorPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		className: DepositCalculatorPage_module_default.page,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: DepositCalculatorPage_module_default.intro,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "voZX8i" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: DepositCalculatorPage_module_default.lead,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "juA5Hb" })
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DepositCalculator, {})]
	});
}
// src/routes/{-$locale}/_default/deposit.tsx?tsr-split=component
var SplitComponent = DepositCalculatorPage;
export { SplitComponent as component };
