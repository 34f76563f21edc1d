import { a as __toESM } from "./rolldown-runtime-DQp2zzRu.js";
import { a as useLingui, g as require_jsx_runtime, i as Trans, y as require_react } from "./framework-B3PySpgF.js";
import { E as localizePath, N as appConfig, a as useDevice, c as PageHeading, g as Button, h as useBrowserValue, m as useLocale } from "./shell-oMbG3FHC.js";
import { c as Section, l as Checklist, s as Steps } from "./home-page-Cgheo9rc.js";
var BadBrowserPage_module_default = {
	page: "_page_1axbt_1",
	lead: "_lead_1axbt_11"
};
// src/features/public-pages/parts/CopyLink.module.css
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var CopyLink_module_default = {
	copy: "_copy_1uaes_1",
	url: "_url_1uaes_8",
	status: "_status_1uaes_20"
};
// src/features/public-pages/parts/CopyLink.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The address to paste into another browser, with a button that copies it. */
function CopyLink({ url }) {
	const { _: _t } = useLingui();
	const [status, setStatus] = (0, import_react.useState)("idle");
	async function copy() {
		try {
			await navigator.clipboard.writeText(url);
			setStatus("copied");
		} catch {
			setStatus("failed");
		}
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: CopyLink_module_default.copy,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: CopyLink_module_default.url,
				children: url
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "secondary",
				onClick: copy,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "5fJ7yl" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: CopyLink_module_default.status,
				role: "status",
				children: [status === "copied" ? _t({ id: "czdcuq" }) : null, status === "failed" ? _t({ id: "1RvwVN" }) : null]
			})
		]
	});
}
// src/features/public-pages/suitable-browsers.ts
var ALL = [
	"chrome",
	"samsung",
	"safari",
	"firefox"
];
/**
* The browsers /badbrowser suggests, by device detection (SPEC.md §4): only those that run on
* the visitor's device, the one they are using first. The whole list when the device is not
* known (prerendering, hydration) or is a crawler, so an indexed page names every browser.
*/
function suitableBrowsers(device) {
	if (!device || device.isCrawler) return ALL;
	if (device.isIos) return ["safari"];
	if (device.isAndroid) return device.isSamsung ? [
		"samsung",
		"chrome",
		"firefox"
	] : [
		"chrome",
		"samsung",
		"firefox"
	];
	return device.isFirefox ? ["firefox", "chrome"] : ["chrome", "firefox"];
}
// src/features/public-pages/BadBrowserPage.tsx
/**
* Shown when the browser cannot run the liveness camera (layout auth: a narrow column). The
* browsers it suggests are those of the visitor's device.
*/
function BadBrowserPage() {
	const { _: _t } = useLingui();
	const locale = useLocale();
	const { contacts, brand } = appConfig;
	const device = useDevice();
	const browserNames = {
		chrome: _t({ id: "9X6mrV" }),
		samsung: _t({ id: "YdS1Cg" }),
		safari: _t({ id: "Y3Ge9j" }),
		firefox: _t({ id: "Y6Nj6q" })
	};
	const loginUrl = `${useBrowserValue(() => window.location.origin, appConfig.siteOrigin)}${localizePath("/login", locale)}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: BadBrowserPage_module_default.page,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "qrR3ue" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: BadBrowserPage_module_default.lead,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "weRgim" })
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				title: _t({ id: "uS6ODc" }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checklist, { items: suitableBrowsers(device).map((browser) => browserNames[browser]) })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				title: _t({ id: "Rj46mg" }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Steps, { steps: [
					{
						title: _t({ id: "1KKmwl" }),
						text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "cQYAWm" }) })
					},
					{
						title: _t({ id: "DsfUNl" }),
						text: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "W0IxLN" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyLink, { url: loginUrl })] })
					},
					{
						title: _t({ id: "dGJNJz" }),
						text: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
							id: "QfAVHM",
							values: { brand }
						}) })
					}
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
				id: "G3X3TD",
				values: { 0: contacts.phone },
				components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { href: contacts.phoneHref }) }
			}) })
		]
	});
}
// src/routes/{-$locale}/_auth/badbrowser.tsx?tsr-split=component
var SplitComponent = BadBrowserPage;
export { SplitComponent as component };
