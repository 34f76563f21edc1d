import { a as __toESM } from "./rolldown-runtime-DQp2zzRu.js";
import { g as require_jsx_runtime, i as Trans, y as require_react } from "./framework-B3PySpgF.js";
import { a as useRegistrationSelector, n as ScreenHeading, t as Screen_module_default } from "./runtime-Zr3GPKI7.js";
import { t as StepFrame } from "./StepFrame-D7spvALz.js";
// src/features/registration/screens/WaitingScreen.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** How long the socket may take to come up before the applicant is told we check by polling. */
var NOTICE_DELAY_MS = 3e3;
/** Realtime is down (or broke): the machine polls, and the applicant should know it still moves. */
function usePollingNotice() {
	const realtime = useRegistrationSelector((snapshot) => snapshot.context.realtime);
	const [late, setLate] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		if (realtime === "up") return void 0;
		const timer = setTimeout(() => setLate(true), NOTICE_DELAY_MS);
		return () => {
			clearTimeout(timer);
			setLate(false);
		};
	}, [realtime]);
	return realtime === "failed" || realtime === "down" && late;
}
/**
* A screen where the applicant waits on the server: what is happening, a progress indicator,
* a live region that announces each change, and the polling fallback notice when the realtime
* connection is down. The machine moves on by itself; nothing here navigates.
*/
function WaitingScreen({ title, status, detail, stages, current }) {
	const polling = usePollingNotice();
	const currentIndex = stages?.findIndex((stage) => stage.key === current) ?? -1;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepFrame, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: Screen_module_default.screen,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScreenHeading, { children: title }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: Screen_module_default.progress,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: Screen_module_default.spinner,
					"aria-hidden": "true"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: Screen_module_default.lead,
					role: "status",
					"aria-live": "polite",
					children: status
				})]
			}),
			stages ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
				className: Screen_module_default.steps,
				children: stages.map((stage, index) => {
					const state = index < currentIndex ? "done" : index === currentIndex ? "current" : "pending";
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: state === "done" ? Screen_module_default.stepDone : state === "current" ? Screen_module_default.stepCurrent : Screen_module_default.stepPending,
						"aria-current": state === "current" ? "step" : void 0,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								"aria-hidden": "true",
								children: state === "done" ? "✓" : state === "current" ? "●" : "○"
							}),
							stage.label,
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "visually-hidden",
								children: state === "done" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "lgdcw5" }) : state === "current" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "mkOSNf" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "XoCrd3" })
							})
						]
					}, stage.key);
				})
			}) : null,
			detail ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: Screen_module_default.muted,
				children: detail
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: Screen_module_default.muted,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "hSa8c5" })
			}),
			polling ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: Screen_module_default.notice,
				"data-testid": "polling-notice",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "37qhPa" })
			}) : null
		]
	}) });
}
export { WaitingScreen as t };
