// src/platform/ready.ts
var resolveReady = () => {};
var ready = new Promise((resolve) => {
	resolveReady = resolve;
});
function appReady() {
	return ready;
}
/** Called once by main.tsx; <html data-app-ready> tells browser tests and the bundle budget. */
function markAppReady() {
	resolveReady();
	document.documentElement.dataset.appReady = "";
}
export { markAppReady as n, appReady as t };
