import { b as i18n } from "./framework-B3PySpgF.js";
import { i as logLocaleLoadFailure } from "./logger-BAX1XnkR.js";
import { t as __vitePreload } from "./preload-helper-DmnJAiNt.js";
// src/platform/i18n.ts
var catalogs = {
	shell: {
		ru: () => __vitePreload(() => import("./shell-BdBbhSsD.js"), []),
		kk: () => __vitePreload(() => import("./shell-ERd0skOj.js"), [])
	},
	home: {
		ru: () => __vitePreload(() => import("./home-CpnuYivF.js"), []),
		kk: () => __vitePreload(() => import("./home-CWhYq0fk.js"), [])
	},
	pages: {
		ru: () => __vitePreload(() => import("./pages-DDi6NXd0.js"), []),
		kk: () => __vitePreload(() => import("./pages-C3hUFnW_.js"), [])
	},
	registration: {
		ru: () => __vitePreload(() => import("./registration-DetKb26P.js"), []),
		kk: () => __vitePreload(() => import("./registration-BcLHXFoj.js"), [])
	},
	calculators: {
		ru: () => __vitePreload(() => import("./calculators-Dk9iW_ww.js"), []),
		kk: () => __vitePreload(() => import("./calculators-LQ45ixyF.js"), [])
	},
	head: {
		ru: () => __vitePreload(() => import("./head-DEJ_okaO.js"), []),
		kk: () => __vitePreload(() => import("./head-B50dpVNC.js"), [])
	}
};
var loaded = /* @__PURE__ */ new Set();
var LocaleLoadError = class extends Error {
	name = "LocaleLoadError";
};
/** Loads one feature catalog for a locale once; messages merge into the locale's table. */
async function loadCatalog(name, locale) {
	const key = `${name}:${locale}`;
	if (loaded.has(key)) return;
	try {
		const { messages } = await catalogs[name][locale]();
		i18n.load(locale, messages);
		loaded.add(key);
	} catch (cause) {
		logLocaleLoadFailure({
			catalog: name,
			locale,
			cause
		});
		throw new LocaleLoadError("Failed locale loading", { cause });
	}
}
/** The catalogs loaded so far in a locale. */
function loadedIn(locale) {
	return Object.keys(catalogs).filter((name) => loaded.has(`${name}:${locale}`));
}
async function activateLocale(locale, ...names) {
	const shown = i18n.locale === locale ? [] : loadedIn(i18n.locale);
	const wanted = /* @__PURE__ */ new Set([
		"shell",
		...names,
		...shown
	]);
	await Promise.all([...wanted].map((name) => loadCatalog(name, locale)));
	if (i18n.locale !== locale) i18n.activate(locale);
	if (typeof document !== "undefined") document.documentElement.lang = locale;
}
export { loadCatalog as n, activateLocale as t };
