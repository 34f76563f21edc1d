import { a as useLingui, g as require_jsx_runtime, i as Trans } from "./framework-B3PySpgF.js";
import { n as inLocale, t as company } from "./company-Dln32odB.js";
import { N as appConfig, m as useLocale } from "./shell-oMbG3FHC.js";
import { c as Section, i as Facts } from "./home-page-Cgheo9rc.js";
import { t as Page } from "./Page-BuUpyQGk.js";
var ContactsPage_module_default = {
	contact: "_contact_1rnn3_1",
	chat: "_chat_1rnn3_8",
	branches: "_branches_1rnn3_19",
	branch: "_branch_1rnn3_19",
	city: "_city_1rnn3_34",
	address: "_address_1rnn3_39",
	hours: "_hours_1rnn3_43"
};
// src/features/public-pages/ContactsPage.tsx
var import_jsx_runtime = require_jsx_runtime();
function ContactsPage() {
	const { _: _t } = useLingui();
	const locale = useLocale();
	const { contacts } = appConfig;
	const officeHours = _t({ id: "bKToIL" });
	const branches = company.branches.map((branch) => ({
		city: inLocale(branch.city, locale),
		address: inLocale(branch.address, locale)
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Page, {
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "0Kdm0f" }),
		lead: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "rxprKY" }),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				title: _t({ id: "mmIhOj" }),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Facts, { facts: [
					{
						term: _t({ id: "N3FP7q" }),
						value: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							className: ContactsPage_module_default.contact,
							href: contacts.phoneHref,
							children: contacts.phone
						})
					},
					{
						term: _t({ id: "5Sa1Ss" }),
						value: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							className: ContactsPage_module_default.contact,
							href: contacts.emailHref,
							children: contacts.email
						})
					},
					{
						term: _t({ id: "IanC3d" }),
						value: _t({ id: "fxtM8e" })
					}
				] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "kF1PFs" }) })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				title: _t({ id: "u8NN4c" }),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "gf4gLP" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
					className: ContactsPage_module_default.chat,
					href: contacts.collectionChat,
					target: "_blank",
					rel: "noopener noreferrer",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "lfqp68" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "visually-hidden",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "Bm474q" })
					})]
				}) })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				title: _t({ id: "sI+16+" }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Facts, { facts: [{
					term: _t({ id: "AovOpD" }),
					value: inLocale(company.officeAddress, locale)
				}, {
					term: _t({ id: "IanC3d" }),
					value: officeHours
				}] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				title: _t({ id: "6pjJRY" }),
				id: "branches",
				wide: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: ContactsPage_module_default.branches,
					children: branches.map((branch) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: ContactsPage_module_default.branch,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
								className: ContactsPage_module_default.city,
								children: branch.city
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
								className: ContactsPage_module_default.address,
								children: branch.address
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
								className: ContactsPage_module_default.hours,
								children: officeHours
							})
						]
					}, branch.city))
				})
			})
		]
	});
}
export { ContactsPage as t };
