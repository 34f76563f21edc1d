import { a as useLingui, g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import { N as appConfig, f as LocaleLink } from "./shell-oMbG3FHC.js";
import { c as Section, d as PRODUCTS, o as useFormat } from "./home-page-Cgheo9rc.js";
import { t as company } from "./company-Dln32odB.js";
import { t as regulators } from "./regulators-DqRRxVNO.js";
import { t as Page } from "./Page-BuUpyQGk.js";
import { t as DOCUMENT_VERSIONS } from "./versions-nAq0f0-d.js";
var DocumentsPage_module_default = { contents: "_contents_1p9i5_1" };
// src/features/public-pages/DocumentsPage.tsx
var import_jsx_runtime = require_jsx_runtime();
function DocumentsPage() {
	const { _: _t } = useLingui();
	const format = useFormat();
	const { contacts } = appConfig;
	const version = (id) => {
		const date = format.date(DOCUMENT_VERSIONS[id]);
		return _t({
			id: "1+RbEv",
			values: { date }
		});
	};
	const dailyRate = format.percent(PRODUCTS.pdl.dailyRate);
	const annualRate = format.percent(PRODUCTS.instalment.annualRate);
	const licenceNumber = company.licence.number;
	const licenceDate = format.date(company.licence.issued);
	const contents = [
		{
			id: "rules",
			title: _t({ id: "09s1I5" })
		},
		{
			id: "tariffs",
			title: _t({ id: "iXsgmS" })
		},
		{
			id: "contract",
			title: _t({ id: "oTjYOF" })
		},
		{
			id: "consents",
			title: _t({ id: "nT3O5j" })
		},
		{
			id: "privacy",
			title: _t({ id: "uyp0XN" })
		},
		{
			id: "memo",
			title: _t({ id: "qyuBya" })
		},
		{
			id: "licence",
			title: _t({ id: "/LlOLA" })
		}
	];
	const title = (id) => contents.find((item) => item.id === id)?.title;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Page, {
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "pdv0aB" }),
		lead: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
			id: "o/ikH2",
			values: { 0: contacts.email },
			components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { href: contacts.emailHref }) }
		}),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
				"aria-label": _t({ id: "sNHS2/" }),
				className: DocumentsPage_module_default.contents,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: contents.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
					href: `#${item.id}`,
					children: item.title
				}) }, item.id)) })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				id: "rules",
				title: title("rules"),
				meta: version("rules"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "z+YLjy" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "EwNIPP" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "hnIfYy" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "z4Ygz6" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "/F/kcO" }) })
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				id: "tariffs",
				title: title("tariffs"),
				meta: version("tariffs"),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
						id: "PPCOEz",
						values: { dailyRate }
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
						id: "DxmJuU",
						values: { annualRate }
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "GpVZX3" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "/Y7Czc" }) })
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				id: "contract",
				title: title("contract"),
				meta: version("contract"),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "HNKILk" }) })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				id: "consents",
				title: title("consents"),
				meta: version("consents"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "9nt1a2" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "7jAAlL" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "pWma91" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "xYU4kV" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "fDQN8b" }) })
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				id: "privacy",
				title: title("privacy"),
				meta: version("privacy"),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
					id: "lcDh2t",
					components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, { to: "/{-$locale}/info/privacy-policy" }) }
				}) })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				id: "memo",
				title: title("memo"),
				meta: version("memo"),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "uERBg+" }) })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				id: "licence",
				title: title("licence"),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
					id: "ub9I3K",
					values: {
						licenceNumber,
						licenceDate
					},
					components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
						href: regulators.regulatorSite,
						target: "_blank",
						rel: "noopener noreferrer"
					}) }
				}) })
			})
		]
	});
}
// src/routes/{-$locale}/_default/about/documents.tsx?tsr-split=component
var SplitComponent = DocumentsPage;
export { SplitComponent as component };
