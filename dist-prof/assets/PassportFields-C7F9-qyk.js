import { a as __toESM } from "./rolldown-runtime-DQp2zzRu.js";
import { m as iinSex, p as iinBirthDate, u as isRealIsoDate } from "./endpoints-CXsnQa0X.js";
import { a as useLingui, g as require_jsx_runtime, y as require_react } from "./framework-B3PySpgF.js";
import "./errors--5bWsX5T.js";
import { a as RadioGroup, c as TextField, i as SelectField, s as DateField, u as digitsMask } from "./forms-li3DRO6r.js";
import { a as useRegistrationSelector, i as useRegistrationQueries } from "./runtime-Zr3GPKI7.js";
// src/features/registration/screens/PassportFields.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var PASSPORT_FIELDS = [
	"birthday",
	"sex",
	"birthplace",
	"countryId",
	"idNumber",
	"issuer",
	"when",
	"periodValidity"
];
var DATE_FIELDS = [
	"birthday",
	"when",
	"periodValidity"
];
var PASSPORT_MASK = digitsMask(9);
/** GET /rest/registration/countries, as select options with the server's default. */
function useCountries() {
	const queries = useRegistrationQueries();
	const [countries, setCountries] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => {
		let live = true;
		queries.countries().then((response) => {
			if (!live) return;
			setCountries({
				options: response.countries.map(({ id, name }) => ({
					value: String(id),
					text: name
				})),
				defaultId: response.default_country_id
			});
		}, () => live && setCountries("failed"));
		return () => {
			live = false;
		};
	}, [queries]);
	return countries;
}
/**
* The passport values as the form shows them: what the applicant typed, else what the IIN
* says (birthday, sex), else the server's default country.
*/
function usePassportPrefill(values) {
	const iin = useRegistrationSelector((snapshot) => snapshot.context.drafts.iin?.iin ?? "");
	const countries = useCountries();
	const defaultCountry = countries && countries !== "failed" ? countries.defaultId : null;
	return {
		shown: {
			...values,
			birthday: values.birthday ?? iinBirthDate(iin) ?? void 0,
			sex: values.sex ?? iinSex(iin) ?? void 0,
			countryId: values.countryId ?? defaultCountry ?? void 0
		},
		countries
	};
}
/** SPEC.md §3 passport payload: the identity card's data. */
function PassportFields({ values, countries, errors, onChange }) {
	const { _: _t } = useLingui();
	const countryOptions = countries && countries !== "failed" ? countries.options : [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DateField, {
			id: "birthday",
			label: _t({ id: "Y2qKjU" }),
			hint: _t({ id: "AVUog/" }),
			value: values.birthday ?? "",
			error: errors.birthday,
			onChange: (birthday) => onChange({ birthday }),
			autoComplete: "bday"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroup, {
			id: "sex",
			legend: _t({ id: "3FsATX" }),
			hint: _t({ id: "W4ZjmH" }),
			inline: true,
			value: values.sex,
			error: errors.sex,
			options: [{
				value: "male",
				label: _t({ id: "1mYUNC" })
			}, {
				value: "female",
				label: _t({ id: "mQXBLe" })
			}],
			onChange: (sex) => onChange({ sex })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			id: "birthplace",
			label: _t({ id: "hqTdDO" }),
			hint: _t({ id: "OkgMyt" }),
			value: values.birthplace ?? "",
			error: errors.birthplace,
			onChange: (birthplace) => onChange({ birthplace }),
			autoComplete: "off"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
			id: "countryId",
			label: _t({ id: "9lT9bx" }),
			hint: countries === "failed" ? _t({ id: "kQyFcI" }) : void 0,
			value: values.countryId ? String(values.countryId) : "",
			error: errors.countryId,
			options: countryOptions.length > 0 ? countryOptions : [{
				value: "",
				text: countries === null ? _t({ id: "xLj16y" }) : "—"
			}],
			disabled: countryOptions.length === 0,
			onChange: (value) => onChange({ countryId: Number(value) })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			id: "idNumber",
			label: _t({ id: "PHkJMZ" }),
			hint: _t({ id: "mQ2XPv" }),
			mask: PASSPORT_MASK,
			inputMode: "numeric",
			value: values.idNumber ?? "",
			error: errors.idNumber,
			onChange: (idNumber) => onChange({ idNumber }),
			autoComplete: "off"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			id: "issuer",
			label: _t({ id: "Y/Gkqi" }),
			hint: _t({ id: "yKFEy4" }),
			value: values.issuer ?? "",
			error: errors.issuer,
			onChange: (issuer) => onChange({ issuer }),
			autoComplete: "off"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DateField, {
			id: "when",
			label: _t({ id: "A0CDgm" }),
			value: values.when ?? "",
			error: errors.when,
			onChange: (when) => onChange({ when })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DateField, {
			id: "periodValidity",
			label: _t({ id: "q1YHym" }),
			value: values.periodValidity ?? "",
			error: errors.periodValidity,
			onChange: (periodValidity) => onChange({ periodValidity })
		})
	] });
}
/** The passport payload of the API contract (snake_case) from the form's values. */
function passportPayload(values) {
	return {
		birthday: values.birthday ?? "",
		birthplace: values.birthplace ?? "",
		id_number: values.idNumber ?? "",
		issuer: values.issuer ?? "",
		period_validity: values.periodValidity ?? "",
		sex: values.sex ?? "",
		when: values.when ?? "",
		country_id: values.countryId ?? 0
	};
}
function passportValues(values) {
	return {
		birthday: values.birthday ?? "",
		birthplace: (values.birthplace ?? "").trim(),
		idNumber: values.idNumber ?? "",
		issuer: (values.issuer ?? "").trim(),
		periodValidity: values.periodValidity ?? "",
		sex: values.sex ?? "male",
		when: values.when ?? "",
		countryId: values.countryId ?? 0
	};
}
/**
* A date missing or typed only in part reads better as "type the whole date" than as the
* contract's "YYYY-MM-DD" message; it wins over the schema's message for that field.
*/
function incompleteDates(values, message) {
	const errors = {};
	for (const field of DATE_FIELDS) if (!isRealIsoDate(values[field] ?? "")) errors[field] = [message];
	return errors;
}
export { passportValues as a, passportPayload as i, PassportFields as n, usePassportPrefill as o, incompleteDates as r, PASSPORT_FIELDS as t };
