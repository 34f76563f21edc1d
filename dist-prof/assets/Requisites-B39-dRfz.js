import { a as useLingui, g as require_jsx_runtime } from "./framework-B3PySpgF.js";
import { n as inLocale, t as company } from "./company-Dln32odB.js";
import { m as useLocale } from "./shell-oMbG3FHC.js";
import { i as Facts } from "./home-page-Cgheo9rc.js";
// src/features/public-pages/parts/Requisites.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The company's bank requisites: for a transfer and for the record. */
function Requisites() {
	const { _: _t } = useLingui();
	const locale = useLocale();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Facts, { facts: [
		{
			term: _t({ id: "ARddKL" }),
			value: inLocale(company.legalName, locale)
		},
		{
			term: _t({ id: "hdkXg3" }),
			value: company.bin
		},
		{
			term: _t({ id: "siMpJ2" }),
			value: inLocale(company.bank.name, locale)
		},
		{
			term: _t({ id: "QdvX2s" }),
			value: company.bank.iban
		},
		{
			term: _t({ id: "zg2Obt" }),
			value: company.bank.bic
		},
		{
			term: _t({ id: "upxo3w" }),
			value: company.bank.kbe
		},
		{
			term: _t({ id: "yWMz/u" }),
			value: inLocale(company.legalAddress, locale)
		}
	] });
}
export { Requisites as t };
