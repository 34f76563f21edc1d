const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/HomeLoanCalculator-DIXYt3gT.js","assets/HomeLoanCalculator-BZUN62lA.js","assets/rolldown-runtime-DQp2zzRu.js","assets/framework-B3PySpgF.js","assets/home-page-Cgheo9rc.js","assets/shell-oMbG3FHC.js","assets/shell-DYROvCsN.css","assets/home-page-yNXCzHRd.css","assets/temporal-DKExSULs.js","assets/temporal-COggACj8.js","assets/preload-helper-DmnJAiNt.js","assets/LoanCalculator.module-D39lRfjy.js","assets/LoanCalculator-A-6GS_bU.css"])))=>i.map(i=>d[i]);
import { a as __toESM } from "./rolldown-runtime-DQp2zzRu.js";
import { g as require_jsx_runtime, y as require_react } from "./framework-B3PySpgF.js";
import { t as ensureTemporal } from "./temporal-COggACj8.js";
import { n as loadCatalog } from "./i18n-ClyN93g2.js";
import { t as appReady } from "./ready-B5J0Qfs3.js";
import { m as useLocale } from "./shell-oMbG3FHC.js";
import { t as LoanCalculator_module_default } from "./LoanCalculator.module-D39lRfjy.js";
import { t as __vitePreload } from "./preload-helper-DmnJAiNt.js";
import { t as HomePage } from "./home-page-Cgheo9rc.js";
// src/features/calculators/loan/DeferredHomeLoanCalculator.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Nothing: without its code the calculator stays away; the product summary still states the terms. */
var Unavailable = () => null;
var loaded;
/** The calculator's code, and Temporal where the browser lacks it. */
function loadModule() {
	return Promise.all([__vitePreload(() => import("./HomeLoanCalculator-DIXYt3gT.js"), __vite__mapDeps([0,1,2,3,4,5,6,7,8,9,10,11,12])), ensureTemporal()]).then(([{ HomeLoanCalculator }]) => loaded = { default: HomeLoanCalculator }, () => ({ default: Unavailable }));
}
var Calculator = (0, import_react.lazy)(() => loaded ? { then: (resolve) => resolve(loaded) } : appReady().then(loadModule));
var messages = /* @__PURE__ */ new Map();
/**
* Whether the calculators' messages in a language loaded, once `start` settles. Once settled
* the promise says so the way React reads it (`status`, `value`), so `use` returns at once
* instead of suspending.
*/
function messagesIn(locale, start) {
	let promise = messages.get(locale);
	if (!promise) {
		const loading = start.then(() => loadCatalog("calculators", locale)).then(() => true, () => false);
		loading.then((value) => Object.assign(loading, {
			status: "fulfilled",
			value
		}));
		messages.set(locale, promise = loading);
	}
	return promise;
}
function CalculatorIn({ locale }) {
	return (0, import_react.use)(messagesIn(locale, appReady())) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Calculator, {}) : null;
}
/**
* The home page's calculator, fetched once the page answers its controls: on a slow phone the
* heading and the call to action must not wait for the finance engine (about 10 KiB gzip with
* its messages). The prerendered page shows it with its default figures; React hydrates that
* part when its code has arrived, and until then it stays as the HTML drew it. A page the
* browser renders itself shows a placeholder of the same size meanwhile, so nothing moves.
*/
function DeferredHomeLoanCalculator() {
	const locale = useLocale();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: LoanCalculator_module_default.placeholder,
			"aria-hidden": "true"
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CalculatorIn, { locale }, locale)
	});
}
// src/routes/{-$locale}/_default/index.tsx?tsr-split=component
var SplitComponent = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomePage, { calculator: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeferredHomeLoanCalculator, {}) });
export { SplitComponent as component };
