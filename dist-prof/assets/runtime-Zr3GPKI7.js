import { a as __toESM } from "./rolldown-runtime-DQp2zzRu.js";
import { d as openScreenAt } from "./shell-oMbG3FHC.js";
import { g as require_jsx_runtime, h as require_with_selector, t as require_shim, y as require_react } from "./framework-B3PySpgF.js";
import { o as screenFor } from "./runtime-Cm4U2iah.js";
import { r as loadedRegistrationRuntime } from "./gate-DBURbq8t.js";
// node_modules/use-isomorphic-layout-effect/dist/use-isomorphic-layout-effect.browser.esm.js
var import_react = /* @__PURE__ */ __toESM(require_react());
// node_modules/@xstate/react/dist/xstate-react.esm.js
var import_with_selector = require_with_selector();
require_shim();
function defaultCompare(a, b) {
	return a === b;
}
function useSelector(actor, selector, compare = defaultCompare) {
	const subscribe = (0, import_react.useCallback)((handleStoreChange) => {
		if (!actor) return () => {};
		const { unsubscribe } = actor.subscribe({
			next: handleStoreChange,
			error: handleStoreChange
		});
		return unsubscribe;
	}, [actor]);
	const boundGetSnapshot = (0, import_react.useCallback)(() => {
		const snapshot = actor?.getSnapshot();
		if (snapshot && "status" in snapshot && snapshot.status === "error") throw snapshot.error;
		return snapshot;
	}, [actor]);
	return (0, import_with_selector.useSyncExternalStoreWithSelector)(subscribe, boundGetSnapshot, boundGetSnapshot, selector, compare);
}
// src/features/registration/runtime/context.tsx
var import_jsx_runtime = require_jsx_runtime();
var RuntimeContext = (0, import_react.createContext)(null);
function RegistrationProvider({ runtime, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RuntimeContext, {
		value: runtime,
		children
	});
}
function useRegistrationRuntime() {
	const runtime = (0, import_react.use)(RuntimeContext);
	if (!runtime) throw new Error("Registration hooks need a <RegistrationProvider> above them");
	return runtime;
}
/** The registration actor of the current login; a new login re-renders with the new one. */
function useRegistrationActor() {
	const runtime = useRegistrationRuntime();
	return (0, import_react.useSyncExternalStore)(runtime.subscribeRegistration, runtime.registration);
}
function useRegistrationSelector(selector, compare) {
	return useSelector(useRegistrationActor(), selector, compare);
}
function useRegistrationSend() {
	const actor = useRegistrationActor();
	return (0, import_react.useCallback)((event) => actor.send(event), [actor]);
}
function useSessionSelector(selector, compare) {
	return useSelector(useRegistrationRuntime().session, selector, compare);
}
function useSessionSend() {
	const { session } = useRegistrationRuntime();
	return (0, import_react.useCallback)((event) => session.send(event), [session]);
}
var sameScreen = (a, b) => a.route === b.route && a.step === b.step && a.kind === b.kind;
/** Where the flow is: route, step and the kind of screen (booting, networkFailed, …). */
function useScreen() {
	return useRegistrationSelector(screenFor, sameScreen);
}
function useRegistrationQueries() {
	return useRegistrationRuntime().queries;
}
// src/features/registration/RegistrationRoute.tsx
/**
* A registration screen as a route component: the screen under the page's runtime. The route's
* step guard has loaded the runtime before the component renders.
*/
function registrationScreen(Screen) {
	return function RegistrationRoute() {
		const runtime = loadedRegistrationRuntime();
		if (!runtime) throw new Error("A registration route rendered before its step guard ran");
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RegistrationProvider, {
			runtime,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Screen, {})
		});
	};
}
// src/features/registration/screens/ScreenHeading.tsx
var screensShown = 0;
/**
* The h1 of a registration screen. Every screen after the first one of a page load takes focus
* when it appears, so a keyboard or screen-reader user lands on the new step. The shared
* PageHeading does this after router navigations it has seen resolve; the machine's first step
* change after a load comes before that, and steps that keep their URL never navigate.
*/
function ScreenHeading({ children }) {
	const ref = (0, import_react.useRef)(null);
	(0, import_react.useLayoutEffect)(() => {
		if (screensShown > 0) openScreenAt(ref.current);
		screensShown += 1;
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
		ref,
		tabIndex: -1,
		children
	});
}
var Screen_module_default = {
	screen: "_screen_o65md_1",
	lead: "_lead_o65md_9",
	muted: "_muted_o65md_14",
	notice: "_notice_o65md_19",
	alert: "_alert_o65md_26",
	section: "_section_o65md_33",
	progress: "_progress_o65md_46",
	spinner: "_spinner_o65md_52",
	spin: "_spin_o65md_52",
	steps: "_steps_o65md_74",
	stepDone: "_stepDone_o65md_90",
	stepCurrent: "_stepCurrent_o65md_94",
	stepPending: "_stepPending_o65md_98",
	links: "_links_o65md_102",
	list: "_list_o65md_117",
	figures: "_figures_o65md_126",
	linkButton: "_linkButton_o65md_146",
	success: "_success_o65md_159"
};
export { useRegistrationSelector as a, useSessionSelector as c, useRegistrationQueries as i, useSessionSend as l, ScreenHeading as n, useRegistrationSend as o, registrationScreen as r, useScreen as s, Screen_module_default as t };
