const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/app-runtime-kwupNq2c.js","assets/app-client-BdVo_JDt.js","assets/shell-oMbG3FHC.js","assets/rolldown-runtime-DQp2zzRu.js","assets/framework-B3PySpgF.js","assets/shell-DYROvCsN.css","assets/i18n-ClyN93g2.js","assets/logger-BAX1XnkR.js","assets/preload-helper-DmnJAiNt.js","assets/telemetry-QWDau4a5.js","assets/dist-Dr_YuOSD.js","assets/errors--5bWsX5T.js","assets/endpoints-CXsnQa0X.js","assets/runtime-Cm4U2iah.js","assets/step-guard-BVepQ2Li.js","assets/fatal-error-5DemZgBI.js"])))=>i.map(i=>d[i]);
import { t as __vitePreload } from "./preload-helper-DmnJAiNt.js";
// src/features/registration/gate.ts
/**
* The page's one registration runtime, created on the first visit to a registration route so
* the statechart, the API client and ably load with the registration chunk, never on public
* pages. Until then nothing runs; afterwards it lives as long as the page.
*/
var loading = null;
var loaded = null;
var router = null;
function loadRegistrationRuntime() {
	loading ??= __vitePreload(async () => {
		const { createAppRegistrationRuntime } = await import("./app-runtime-kwupNq2c.js");
		return { createAppRegistrationRuntime };
	}, __vite__mapDeps([0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15])).then(({ createAppRegistrationRuntime }) => {
		loaded = createAppRegistrationRuntime();
		if (router) loaded.follow(router);
		return loaded;
	});
	return loading;
}
/** The runtime once a registration route has loaded it (every guarded route awaits that). */
function loadedRegistrationRuntime() {
	return loaded;
}
/** The router the flow moves (replace) when the machine's screen changes. */
function followRegistrationWith(port) {
	router = port;
	loaded?.follow(port);
}
/** The router context's gate: loads the runtime, then asks its statechart. */
var appRegistrationGate = { screenFor: async (path) => (await loadRegistrationRuntime()).gate.screenFor(path) };
export { followRegistrationWith as n, loadedRegistrationRuntime as r, appRegistrationGate as t };
