import { t as ensureTemporal } from "./temporal-COggACj8.js";
import { n as loadCatalog } from "./i18n-ClyN93g2.js";
import { T as localeFromPath } from "./shell-oMbG3FHC.js";
// src/features/calculators/loader.ts
/**
* Loads the calculators' messages and, where the browser lacks it, Temporal: any route that
* shows a calculator calls it in its loader, so the calculator's first render has its figures
* (the prerendered page has them too).
*/
async function calculatorsLoader({ location }) {
	await Promise.all([loadCatalog("calculators", localeFromPath(location.pathname)), ensureTemporal()]);
}
/**
* The home route's loader part: the prerendered home page has the calculator with its default
* figures. Only the prerendering server loads it here; a browser fetches it after the page is
* on screen (DeferredHomeLoanCalculator), and its bundle does not even carry this branch.
*/
async function prerenderHomeLoanCalculator({ location }) {}
export { prerenderHomeLoanCalculator as n, calculatorsLoader as t };
