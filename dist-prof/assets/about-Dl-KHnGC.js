import { a as useLingui, g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import { N as appConfig, f as LocaleLink } from "./shell-oMbG3FHC.js";
import { a as Cards, c as Section, i as Facts, o as useFormat } from "./home-page-Cgheo9rc.js";
import { t as company } from "./company-Dln32odB.js";
import { t as regulators } from "./regulators-DqRRxVNO.js";
import { t as Page } from "./Page-BuUpyQGk.js";
import { t as Requisites } from "./Requisites-B39-dRfz.js";
// src/features/public-pages/AboutPage.tsx
var import_jsx_runtime = require_jsx_runtime();
function AboutPage() {
	const { _: _t } = useLingui();
	const format = useFormat();
	const { brand } = appConfig;
	const licenceNumber = company.licence.number;
	const licenceDate = format.date(company.licence.issued);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Page, {
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "5wb6OC" }),
		lead: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
			id: "SHEgPM",
			values: { brand }
		}),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				title: _t({ id: "4cfkIW" }),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "ZyhNwd" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "J+UW2j" }) })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				title: _t({ id: "/LlOLA" }),
				id: "licence",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "FdTyNN" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Facts, { facts: [
						{
							term: _t({ id: "MiynV0" }),
							value: licenceNumber
						},
						{
							term: _t({ id: "A0CDgm" }),
							value: licenceDate
						},
						{
							term: _t({ id: "2EUOl9" }),
							value: _t({ id: "dO60jK" })
						}
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
						id: "9Z11DF",
						components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							href: regulators.regulatorSite,
							target: "_blank",
							rel: "noopener noreferrer"
						}) }
					}) })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				title: _t({ id: "0Enh+/" }),
				wide: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Cards, { cards: [
					{
						title: _t({ id: "nu6u9b" }),
						text: _t({ id: "Wd37k0" })
					},
					{
						title: _t({ id: "Ifqdf4" }),
						text: _t({ id: "Bo498b" })
					},
					{
						title: _t({ id: "NDZYW1" }),
						text: _t({ id: "cewcpZ" })
					},
					{
						title: _t({ id: "seMDcH" }),
						text: _t({ id: "rQzPvX" })
					}
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				title: _t({ id: "pdv0aB" }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
					id: "uweJL6",
					components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, { to: "/{-$locale}/about/documents" }) }
				}) })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				title: _t({ id: "VkZI47" }),
				id: "requisites",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Requisites, {})
			})
		]
	});
}
// src/routes/{-$locale}/_default/about/index.tsx?tsr-split=component
var SplitComponent = AboutPage;
export { SplitComponent as component };
