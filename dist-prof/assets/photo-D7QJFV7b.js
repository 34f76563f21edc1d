import { a as __toESM } from "./rolldown-runtime-DQp2zzRu.js";
import { a as useRegistrationSelector, i as useRegistrationQueries, o as useRegistrationSend, r as registrationScreen, t as Screen_module_default } from "./runtime-Zr3GPKI7.js";
import { a as useLingui, g as require_jsx_runtime, i as Trans, m as useNavigate, y as require_react } from "./framework-B3PySpgF.js";
import { c as assign, d as createActor, l as fromCallback, n as cameraError, s as setup, u as fromPromise } from "./runtime-Cm4U2iah.js";
import { E as localizePath, N as appConfig, a as useDevice, c as PageHeading, g as Button, m as useLocale, p as localeParams } from "./shell-oMbG3FHC.js";
import { a as isLivenessErrorName, o as toLivenessErrorName } from "./errors--5bWsX5T.js";
import { t as StepFrame } from "./StepFrame-D7spvALz.js";
// src/features/registration/liveness/advice.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var LIVENESS_ADVICE = {
	CameraNotAllowedError: "cameraDenied",
	CameraSecurityError: "cameraBlocked",
	CameraBrowserAppNeedsConstantCameraPermission: "inAppBrowser",
	CameraNotFoundError: "noCamera",
	CameraNotReadableError: "cameraBusy",
	CameraOverconstrainedError: "cameraUnsuitable",
	CameraStreamInterrupted: "cameraInterrupted",
	CameraAbortError: "cameraStopped",
	NoWrapperError: "pageNotReady",
	ServerConnectionError: "noConnection",
	SlowInternetError: "slowInternet",
	ServerWorkError: "serviceDown",
	ServerAuthorizationError: "sessionRefused",
	ClientWorkError: "somethingWrong",
	NotSupportedBrowserError: "unsupportedBrowser"
};
function adviceFor(errorName) {
	return LIVENESS_ADVICE[errorName];
}
/** The unsupported browser is not explained here: the applicant is sent to /badbrowser. */
function sendsToBadBrowser(errorName) {
	return adviceFor(errorName) === "unsupportedBrowser";
}
/** Advice that points to another browser also links the /badbrowser instructions. */
function linksBadBrowser(kind) {
	return kind === "cameraBlocked" || kind === "inAppBrowser";
}
/**
* Which "allow the camera" instructions a denied camera shows: the ones for the applicant's own
* phone (device detection, SPEC.md §4), both when the device is not known yet or is neither.
*/
function cameraSettingsHelp(device) {
	if (device?.isIos) return ["iphoneSafari"];
	if (device?.isAndroid) return ["androidChrome"];
	return ["androidChrome", "iphoneSafari"];
}
// src/features/registration/liveness/hints.ts
/** The provider's hint codes in the applicant's words (shown in the view, announced politely). */
var HINT_MESSAGES = {
	look_at_camera: { id: "VlVI6h" },
	hold_still: { id: "kmWqb2" },
	processing: { id: "63Uwg7" },
	done: { id: "DBuMFS" }
};
var LivenessAdvice_module_default = {
	advice: "_advice_1bpoq_1",
	actions: "_actions_1bpoq_37",
	link: "_link_1bpoq_43"
};
// src/features/registration/liveness/LivenessAdvice.tsx
var import_jsx_runtime = require_jsx_runtime();
function CameraDeniedSteps() {
	const help = cameraSettingsHelp(useDevice());
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		help.includes("androidChrome") ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "th61dF" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "I1h3au" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "dQPb23" }) })] })] }) : null,
		help.includes("iphoneSafari") ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "4XfCsb" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "kcmvo8" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "QVJKq5" }) })] })] }) : null,
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "mnjsjv" }) })
	] });
}
/** The heading and the explanation for one advice. */
function adviceText(kind) {
	switch (kind) {
		case "cameraDenied": return {
			title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "KwvqGg" }),
			body: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "KgP5wa" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CameraDeniedSteps, {})] })
		};
		case "cameraBlocked": return {
			title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "sLB+CY" }),
			body: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "BOBK9Q" }) })
		};
		case "inAppBrowser": return {
			title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "HAeD7C" }),
			body: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "YeEX8q" }) })
		};
		case "noCamera": return {
			title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "JA17ee" }),
			body: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "2AB3e8" }) })
		};
		case "cameraBusy": return {
			title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "OevC02" }),
			body: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "TmBv/P" }) })
		};
		case "cameraUnsuitable": return {
			title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "KrIXvq" }),
			body: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "ri2ppH" }) })
		};
		case "cameraInterrupted": return {
			title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "EskQIQ" }),
			body: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "mG1m9o" }) })
		};
		case "cameraStopped": return {
			title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "zk7DEs" }),
			body: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "IxbEPv" }) })
		};
		case "pageNotReady": return {
			title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "e/z0BR" }),
			body: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "ET+pzH" }) })
		};
		case "noConnection": return {
			title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "sJTJvB" }),
			body: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "SpBKF+" }) })
		};
		case "slowInternet": return {
			title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "TLYlTP" }),
			body: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "l6S2Je" }) })
		};
		case "serviceDown": return {
			title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "mO0f94" }),
			body: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "JAsCYh" }) })
		};
		case "sessionRefused": return {
			title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "tXVzIS" }),
			body: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "oeYcRO" }) })
		};
		case "somethingWrong": return {
			title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "omrgcd" }),
			body: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "4cq/+B" }) })
		};
	}
}
/**
* What to do after a camera or provider error on the photo screen. Its heading takes focus so
* the change is heard. The unsupported browser has no advice here: the screen sends the
* applicant to /badbrowser instead.
*/
function LivenessAdvice({ errorName, lang, onRetry }) {
	const heading = (0, import_react.useRef)(null);
	const kind = adviceFor(errorName);
	(0, import_react.useEffect)(() => {
		heading.current?.focus();
	}, [errorName]);
	if (kind === "unsupportedBrowser") return null;
	const { title, body } = adviceText(kind);
	const { phone, phoneHref } = appConfig.contacts;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: LivenessAdvice_module_default.advice,
		"aria-labelledby": "liveness-advice-heading",
		"data-advice": kind,
		"data-error-name": errorName,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "liveness-advice-heading",
				ref: heading,
				tabIndex: -1,
				children: title
			}),
			body,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: LivenessAdvice_module_default.actions,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					block: true,
					onClick: onRetry,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "Q8j4Sx" })
				}), linksBadBrowser(kind) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
					href: localizePath("/badbrowser", lang),
					className: LivenessAdvice_module_default.link,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "lJ11c8" })
				}) : null]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
				id: "lVG3kN",
				values: { phone },
				components: { 0: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", { href: phoneHref }) }
			}) })
		]
	});
}
// machines/liveness/machine.ts
function notProvided(name) {
	return /* @__PURE__ */ new Error(`liveness machine: "${name}" must be provided by the app (machine.provide)`);
}
var livenessMachine = setup({
	types: {
		context: {},
		events: {},
		output: {}
	},
	actors: {
		/** Loads the provider script and opens a session with it. */
		startSession: fromPromise(() => Promise.reject(notProvided("startSession"))),
		/** Runs the provider on the camera; sends back provider.* events. */
		runProvider: fromCallback(() => {
			throw notProvided("runProvider");
		})
	},
	actions: {
		assignSession: assign((_, { sessionId }) => ({ sessionId })),
		assignSuccess: assign((_, { bestFrame }) => ({ bestFrame: bestFrame ?? null })),
		assignError: assign((_, { errorName }) => ({ errorName }))
	}
}).createMachine({
	id: "liveness",
	context: {
		sessionId: null,
		bestFrame: null,
		errorName: null
	},
	initial: "startingSession",
	states: {
		startingSession: { invoke: {
			id: "startSession",
			src: "startSession",
			onDone: {
				target: "running",
				actions: {
					type: "assignSession",
					params: ({ event }) => event.output
				}
			},
			onError: {
				target: "failed",
				actions: {
					type: "assignError",
					params: ({ event }) => ({ errorName: toLivenessErrorName(event.error, "ServerConnectionError") })
				}
			}
		} },
		running: {
			invoke: {
				id: "runProvider",
				src: "runProvider",
				input: ({ context }) => ({ sessionId: context.sessionId ?? "" }),
				onError: {
					target: "failed",
					actions: {
						type: "assignError",
						params: ({ event }) => ({ errorName: toLivenessErrorName(event.error) })
					}
				}
			},
			initial: "camera",
			on: {
				"provider.succeeded": {
					target: "succeeded",
					actions: {
						type: "assignSuccess",
						params: ({ event }) => ({ bestFrame: event.bestFrame })
					}
				},
				"provider.failed": {
					target: "failed",
					actions: {
						type: "assignError",
						params: ({ event }) => ({ errorName: event.errorName })
					}
				},
				cancel: {
					target: "failed",
					actions: {
						type: "assignError",
						params: { errorName: "CameraAbortError" }
					}
				}
			},
			states: {
				/** Waiting for the camera (permission prompt, device start). */
				camera: { on: { "provider.cameraReady": { target: "capturing" } } },
				capturing: {}
			}
		},
		succeeded: { type: "final" },
		failed: { type: "final" }
	},
	output: ({ context }) => context.errorName ? {
		kind: "error",
		errorName: context.errorName
	} : {
		kind: "success",
		sessionId: context.sessionId ?? "",
		bestFrame: context.bestFrame
	}
});
// src/features/registration/liveness/provider.ts
/** SPEC.md §9: the dark area around the oval and the hint's size. */
var LIVENESS_DISPLAY = {
	overlayTransparency: .55,
	hintFontMultiplier: .85
};
/** An Error whose name is a liveness error name: what every provider rejects with. */
function livenessError(name, message) {
	const error = new Error(message ?? name);
	error.name = name;
	return error;
}
// src/features/registration/liveness/start-liveness.ts
/**
* start(container, options) → outcome: runs the liveness machine (machines/liveness) with the
* given provider. The provider's view is left in place when the run settles, so the applicant
* sees the ring turn green or red; `stop` removes it.
*/
function startLiveness(provider, container, { apiBase, token, lang, display = LIVENESS_DISPLAY, onHint }) {
	let stopped = false;
	const logic = livenessMachine.provide({ actors: {
		startSession: fromPromise(async () => {
			const bearer = await token().catch(() => {
				throw livenessError("ServerAuthorizationError", "No session token for the provider");
			});
			return provider.startSession({
				apiBase,
				token: bearer
			});
		}),
		runProvider: fromCallback(({ input, sendBack }) => {
			let settled = false;
			let closed = false;
			const report = (event) => {
				settled = true;
				if (!closed) sendBack(event);
			};
			provider.run({
				sessionId: input.sessionId,
				container,
				display,
				lang,
				onHint(hint) {
					if (hint === "hold_still" && !closed) sendBack({ type: "provider.cameraReady" });
					onHint?.(hint);
				}
			}).then(({ bestframe }) => report({
				type: "provider.succeeded",
				bestFrame: bestframe
			}), (error) => report({
				type: "provider.failed",
				errorName: toLivenessErrorName(error)
			}));
			return () => {
				closed = true;
				if (!settled) provider.stop();
			};
		})
	} });
	const actor = createActor(logic);
	const outcome = new Promise((resolve) => {
		actor.subscribe({ complete: () => {
			const output = actor.getSnapshot().output;
			if (output && !stopped) resolve(output);
		} });
	});
	actor.start();
	return {
		outcome,
		cancel: () => actor.send({ type: "cancel" }),
		stop() {
			stopped = true;
			actor.stop();
			provider.stop();
		}
	};
}
var LivenessCamera_module_default = {
	camera: "_camera_n7c8u_1",
	frame: "_frame_n7c8u_7",
	visuallyHidden: "_visuallyHidden_n7c8u_14",
	note: "_note_n7c8u_26",
	heading: "_heading_n7c8u_32"
};
/**
* The camera part of the photo screen: the provider draws the preview, oval and ring into the
* frame; this component announces each hint in a live region (the provider's own hint line is
* hidden from screen readers), offers to stop, and reports the outcome.
*/
function LivenessCamera({ provider, apiBase, token, lang, onOutcome }) {
	const { i18n } = useLingui();
	const frame = (0, import_react.useRef)(null);
	const heading = (0, import_react.useRef)(null);
	const run = (0, import_react.useRef)(null);
	const report = (0, import_react.useRef)(onOutcome);
	const [hint, setHint] = (0, import_react.useState)(null);
	const [settled, setSettled] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		report.current = onOutcome;
	}, [onOutcome]);
	(0, import_react.useEffect)(() => {
		heading.current?.focus();
	}, []);
	(0, import_react.useEffect)(() => {
		const container = frame.current;
		if (!container) return;
		const current = startLiveness(provider, container, {
			apiBase,
			token,
			lang,
			onHint: setHint
		});
		run.current = current;
		let timer;
		current.outcome.then((outcome) => {
			setSettled(true);
			timer = setTimeout(() => report.current(outcome), 700);
		});
		return () => {
			clearTimeout(timer);
			current.stop();
			run.current = null;
		};
	}, [
		provider,
		apiBase,
		token,
		lang
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: LivenessCamera_module_default.camera,
		"aria-labelledby": "liveness-camera-heading",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "liveness-camera-heading",
				ref: heading,
				tabIndex: -1,
				className: LivenessCamera_module_default.heading,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "+zL48W" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: LivenessCamera_module_default.visuallyHidden,
				children: hint ? i18n._(HINT_MESSAGES[hint]) : null
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				ref: frame,
				className: LivenessCamera_module_default.frame,
				"aria-hidden": "true",
				"data-testid": "liveness-frame"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: LivenessCamera_module_default.note,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "jJ87Eg" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outline",
				disabled: settled,
				onClick: () => run.current?.cancel(),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "oRn/Wx" })
			})
		]
	});
}
// src/features/registration/liveness/load-script.ts
var providerGlobal = () => window.LivenessProvider;
/** A provider script that has not arrived after this long means the connection is too slow. */
var SCRIPT_TIMEOUT_MS = 2e4;
var loading = /* @__PURE__ */ new Map();
/**
* Loads the external provider script once and hands back the `window.LivenessProvider` it
* defines. Failures carry the liveness error names the screen explains: the script not
* reachable → ServerConnectionError; not there in time → SlowInternetError; loaded without
* defining the provider → NoWrapperError. A failed load is forgotten so a retry loads again.
*/
function loadProviderScript(url, { timeoutMs = SCRIPT_TIMEOUT_MS } = {}) {
	const known = providerGlobal();
	if (known) return Promise.resolve(known);
	const pending = loading.get(url);
	if (pending) return pending;
	const promise = new Promise((resolve, reject) => {
		const script = document.createElement("script");
		script.src = url;
		script.async = true;
		const timer = setTimeout(() => fail(livenessError("SlowInternetError", `The liveness script took over ${timeoutMs} ms`)), timeoutMs);
		function settle() {
			clearTimeout(timer);
			script.onload = null;
			script.onerror = null;
		}
		function fail(error) {
			settle();
			script.remove();
			loading.delete(url);
			reject(error);
		}
		script.onload = () => {
			const provider = providerGlobal();
			if (!provider) {
				fail(livenessError("NoWrapperError", "The liveness script defined no provider"));
				return;
			}
			settle();
			resolve(provider);
		};
		script.onerror = () => fail(livenessError("ServerConnectionError", "The liveness script could not be loaded"));
		document.head.append(script);
	});
	loading.set(url, promise);
	return promise;
}
/** The external provider: the script is fetched when the first session starts, not before. */
function scriptProvider(url) {
	let loaded = null;
	return {
		async startSession(options) {
			loaded = await loadProviderScript(url);
			return loaded.startSession(options);
		},
		run(options) {
			if (!loaded) return Promise.reject(livenessError("NoWrapperError", "No session started"));
			return loaded.run(options);
		},
		stop() {
			loaded?.stop();
		}
	};
}
// src/features/registration/liveness/select-provider.ts
/** `?liveness=mock` switches this tab to the mock, `?liveness=script` back to the script. */
var MODE_PARAM = "liveness";
/** With the mock, `?livenessError=CameraNotAllowedError` makes it fail with that name. */
var OUTCOME_PARAM = "livenessError";
var MODE_STORAGE_KEY = "liveness-mode";
var SCRIPT = {
	mode: "script",
	outcome: "success"
};
function parseStored(value) {
	if (!value) return null;
	try {
		const { mode, outcome } = JSON.parse(value);
		if (mode !== "mock") return null;
		return {
			mode,
			outcome: isLivenessErrorName(outcome) ? outcome : "success"
		};
	} catch {
		return null;
	}
}
/**
* Which provider runs. Production always runs the external script: the mock must never stand in
* for a real identity check. Elsewhere the query chooses, and the choice is kept for the tab
* (sessionStorage) because the flow reaches /register/photo by its own navigation, which
* drops the query.
*/
function chooseLivenessMode({ search, storage, isProduction }) {
	if (isProduction) return SCRIPT;
	const params = new URLSearchParams(search);
	const asked = params.get(MODE_PARAM);
	if (asked === "script") {
		storage?.removeItem(MODE_STORAGE_KEY);
		return SCRIPT;
	}
	if (asked === "mock") {
		const outcome = params.get(OUTCOME_PARAM);
		const choice = {
			mode: "mock",
			outcome: isLivenessErrorName(outcome) ? outcome : "success"
		};
		storage?.setItem(MODE_STORAGE_KEY, JSON.stringify(choice));
		return choice;
	}
	return parseStored(storage?.getItem("liveness-mode") ?? null) ?? SCRIPT;
}
function createProvider(choice, { scriptUrl, hintText }) {
	return {
		mode: "script",
		provider: scriptProvider(scriptUrl)
	};
}
// src/features/registration/screens/PhotoScreen.tsx
function tabStorage() {
	try {
		return window.sessionStorage;
	} catch {
		return null;
	}
}
/**
* /register/photo (step verigram): tips, then the liveness camera; a camera or provider error
* shows what to do and a retry. The flow moves on when the registration machine hears
* `liveness.succeeded`; the server already has the result from the provider.
*/
function PhotoScreen() {
	const { i18n } = useLingui();
	const locale = useLocale();
	const navigate = useNavigate();
	const send = useRegistrationSend();
	const queries = useRegistrationQueries();
	const errorName = useRegistrationSelector(cameraError);
	const [started, setStarted] = (0, import_react.useState)(false);
	const [attempt, setAttempt] = (0, import_react.useState)(0);
	const [{ provider }] = (0, import_react.useState)(() => createProvider(chooseLivenessMode({
		search: window.location.search,
		storage: tabStorage(),
		isProduction: appConfig.isProduction
	}), {
		scriptUrl: appConfig.livenessScriptUrl,
		hintText: (hint) => i18n._(HINT_MESSAGES[hint])
	}));
	const token = (0, import_react.useCallback)(() => queries.token(), [queries]);
	const onOutcome = (0, import_react.useCallback)((outcome) => send(outcome.kind === "success" ? { type: "liveness.succeeded" } : {
		type: "liveness.failed",
		errorName: outcome.errorName
	}), [send]);
	const retry = () => {
		send({ type: "liveness.retry" });
		setAttempt((count) => count + 1);
	};
	(0, import_react.useEffect)(() => {
		if (errorName && sendsToBadBrowser(errorName)) navigate({
			to: "/{-$locale}/badbrowser",
			params: localeParams(locale),
			replace: true
		});
	}, [
		errorName,
		locale,
		navigate
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepFrame, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: Screen_module_default.screen,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "LRVcyh" }) }), errorName ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LivenessAdvice, {
			errorName,
			lang: locale,
			onRetry: retry
		}) : started ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LivenessCamera, {
			provider,
			apiBase: appConfig.apiBaseUrl,
			token,
			lang: locale,
			onOutcome
		}, attempt) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: Screen_module_default.lead,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "1NZZD8" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
				className: Screen_module_default.list,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "D1TYIe" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "NqosZV" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "SYcv3d" }) })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "fvD8r1" }) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				block: true,
				onClick: () => setStarted(true),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "hdhdlq" })
			})
		] })]
	}) });
}
// src/routes/{-$locale}/_auth/register/photo.tsx?tsr-split=component
var SplitComponent = registrationScreen(PhotoScreen);
export { SplitComponent as component };
