import { t as __vitePreload } from "./preload-helper-DmnJAiNt.js";
// src/finance/temporal.ts
/**
* Loads the Temporal polyfill only in browsers that lack Temporal. The finance modules use
* `globalThis.Temporal` and never import the polyfill themselves, so pages in browsers with a
* native Temporal do not download it; call this before the first calculation.
*/
async function ensureTemporal() {
	if (typeof globalThis.Temporal === "undefined") await __vitePreload(() => import("./global.esm-B0aHSXNr.js"), []);
}
export { ensureTemporal as t };
