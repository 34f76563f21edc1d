import { E as localizePath, O as stripLocale, T as localeFromPath, v as replaceTo } from "./shell-oMbG3FHC.js";
// src/features/registration/step-guard.ts
/** /login, /login/iin and /register/*: the paths the registration flow owns (no locale prefix). */
function isRegistrationPath(path) {
	return path === "/login" || path === "/login/iin" || path.startsWith("/register/");
}
/**
* The beforeLoad of the _auth layout, run on every navigation inside it: a registration path
* that is not the machine's screen is replaced by it; other pages (badbrowser) pass.
*/
async function stepGuard(gate, pathname) {
	const path = stripLocale(pathname);
	if (!isRegistrationPath(path)) return;
	const screen = await gate.screenFor(path);
	if (screen && screen !== path) throw replaceTo(localizePath(screen, localeFromPath(pathname)));
}
export { stepGuard as n, isRegistrationPath as t };
