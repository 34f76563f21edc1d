const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/esm-BSXl0Bex.js","assets/esm-BvQ__m3e.js","assets/rolldown-runtime-DQp2zzRu.js","assets/esm-CUfoIyap.js"])))=>i.map(i=>d[i]);
import { t as __vitePreload } from "./preload-helper-DmnJAiNt.js";
import { M as setCookie, b as getDevice, j as getCookie, x as subscribeDevice, y as browserOf } from "./shell-oMbG3FHC.js";
import { l as redact, s as setLogContext } from "./logger-BAX1XnkR.js";
var DEVICE_GUID_KEY = "device_guid";
var UID_MAX_AGE_SECONDS = 15768e4;
var DEVICE_GUID_EXPIRES = new Date(Date.UTC(2040, 11, 31, 23, 59, 59));
var ID_PATTERN = /^[\w-]{8,64}$/;
function isId(value) {
	return typeof value === "string" && ID_PATTERN.test(value);
}
function newId() {
	return crypto.randomUUID();
}
function storageOf(kind) {
	try {
		return typeof window === "undefined" ? void 0 : window[kind];
	} catch {
		return;
	}
}
function readStorage(kind, key) {
	try {
		return storageOf(kind)?.getItem(key) ?? void 0;
	} catch {
		return;
	}
}
function writeStorage(kind, key, value) {
	try {
		storageOf(kind)?.setItem(key, value);
	} catch {}
}
function parseWindowName() {
	if (typeof window === "undefined") return void 0;
	if (window.name === "") return {};
	try {
		const parsed = JSON.parse(window.name);
		return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : void 0;
	} catch {
		return;
	}
}
function readWindowName(key) {
	const value = parseWindowName()?.[key];
	return typeof value === "string" ? value : void 0;
}
function writeWindowName(key, value) {
	const data = parseWindowName();
	if (data) window.name = JSON.stringify({
		...data,
		[key]: value
	});
}
/** The visitor id: cookie first, then local storage; generated once and written to both. */
function ensureUid() {
	const uid = [getCookie("uid"), readStorage("localStorage", "uid")].find(isId) ?? newId();
	if (getCookie("uid") !== uid) setCookie("uid", uid, { maxAge: UID_MAX_AGE_SECONDS });
	if (readStorage("localStorage", "uid") !== uid) writeStorage("localStorage", "uid", uid);
	return uid;
}
/** Stored values in the order that breaks ties: cookie, local, session storage, window name. */
function readDeviceGuidCandidates() {
	return [
		getCookie(DEVICE_GUID_KEY),
		readStorage("localStorage", DEVICE_GUID_KEY),
		readStorage("sessionStorage", DEVICE_GUID_KEY),
		readWindowName(DEVICE_GUID_KEY)
	];
}
/** The most common valid value; on a tie the one found first (the cookie) wins. */
function pickMostCommon(candidates) {
	const counts = /* @__PURE__ */ new Map();
	for (const value of candidates) if (isId(value)) counts.set(value, (counts.get(value) ?? 0) + 1);
	let best;
	let bestCount = 0;
	for (const [value, count] of counts) if (count > bestCount) {
		best = value;
		bestCount = count;
	}
	return best;
}
/** The persistent device id: generated only when no place holds one, written back everywhere. */
function ensureDeviceGuid() {
	const guid = pickMostCommon(readDeviceGuidCandidates()) ?? newId();
	setCookie(DEVICE_GUID_KEY, guid, { expires: DEVICE_GUID_EXPIRES });
	writeStorage("localStorage", DEVICE_GUID_KEY, guid);
	writeStorage("sessionStorage", DEVICE_GUID_KEY, guid);
	writeWindowName(DEVICE_GUID_KEY, guid);
	return guid;
}
// src/platform/telemetry.ts
var SESSION_INACTIVITY_MS = 9e5;
var RATE_LIMIT_BACKOFF_MS = 5e3;
var SPAN_EXPORT_DELAY_MS = 1e3;
var faro = null;
var pendingView = null;
/**
* Faro's session manager has the SPEC's limits built in (SESSION_EXPIRATION_TIME 4 h,
* SESSION_INACTIVITY_TIME 15 min; the unit tests pin them). Persistence lets a reload or a
* second tab continue the session instead of starting one, within the inactivity limit.
*/
function sessionTracking(onSessionChange) {
	return {
		enabled: true,
		persistent: true,
		maxSessionPersistenceTime: SESSION_INACTIVITY_MS,
		onSessionChange: (_old, next) => onSessionChange(next)
	};
}
/**
* The transport's delivery rules: 30 requests buffered, 5 in flight, a 429 waits 5 s or what
* Retry-After says. Faro sends with keepalive only while the pending bodies stay within 60000
* characters, a limit built into its FetchTransport (the browsers' 64 KiB keepalive quota).
*/
function transportOptions(config) {
	return {
		url: config.telemetry.collectorUrl,
		apiKey: config.telemetry.apiKey,
		bufferSize: 30,
		concurrency: 5,
		retry: { initialBackoffMs: RATE_LIMIT_BACKOFF_MS }
	};
}
function redactTransportItem(item) {
	return redact(item);
}
/**
* What telemetry learns of the device, from the one device detection (SPEC.md §4): its kind,
* the browser in the SPEC's order, the system, and whether it is a crawler (so bots can be
* told apart from applicants in the data).
*/
function deviceAttributes(device) {
	const kind = device.isMobile ? "mobile" : device.isTablet ? "tablet" : "desktop";
	const os = device.isIos ? "ios" : device.isAndroid ? "android" : device.isWindows ? "windows" : device.isMacOS ? "macos" : "other";
	return {
		device_type: kind,
		device_browser: browserOf(device.userAgent) ?? "other",
		device_os: os,
		device_crawler: String(device.isCrawler)
	};
}
function telemetryUser(context) {
	return {
		...context.getUserId ? { id: context.getUserId() } : {},
		attributes: deviceAttributes(getDevice())
	};
}
/** Starts Faro once; resolves false when telemetry is off or could not start (logged only). */
async function startTelemetry(config, context) {
	if (faro) return true;
	if (!config.telemetry.enabled || !config.telemetry.collectorUrl) return false;
	try {
		const sdk = await __vitePreload(() => import("./esm-BSXl0Bex.js"), __vite__mapDeps([0,1,2]));
		faro = sdk.initializeFaro({
			app: {
				name: config.projectName,
				environment: config.environment
			},
			transports: [new sdk.FetchTransport(transportOptions(config))],
			instrumentations: sdk.getWebInstrumentations({ captureConsole: false }),
			sessionTracking: sessionTracking((session) => setLogContext({ sessionId: session.id ?? null })),
			beforeSend: redactTransportItem,
			view: { name: pendingView ?? context.getRouteName() },
			user: telemetryUser(context)
		});
		pendingView = null;
		subscribeDevice(() => faro?.api.setUser(telemetryUser(context)));
		setLogContext({ sessionId: faro.api.getSession()?.id ?? null });
		if (config.tracingEnabled) await startTracing(faro, config);
		return true;
	} catch (error) {
		console.warn("Telemetry failed to start", error);
		return false;
	}
}
async function startTracing(instance, config) {
	const { TracingInstrumentation } = await __vitePreload(async () => {
		const { TracingInstrumentation } = await import("./esm-CUfoIyap.js");
		return { TracingInstrumentation };
	}, __vite__mapDeps([3,2,1]));
	TracingInstrumentation.SCHEDULED_BATCH_DELAY_MS = SPAN_EXPORT_DELAY_MS;
	const apiOrigin = config.apiBaseUrl ? [new URL(config.apiBaseUrl, location.href).origin] : [];
	instance.instrumentations.add(new TracingInstrumentation({ instrumentationOptions: { propagateTraceHeaderCorsUrls: apiOrigin } }));
}
/** Names the telemetry view after the route; before Faro is up, the name waits for it. */
function setTelemetryView(name) {
	if (faro) {
		if (faro.api.getView()?.name !== name) faro.api.setView({ name });
	} else pendingView = name;
}
function randomHex(bytes) {
	const values = crypto.getRandomValues(new Uint8Array(bytes));
	return Array.from(values, (value) => value.toString(16).padStart(2, "0")).join("");
}
/**
* W3C trace context for one API request, for the client's `tracing` option. When Faro's
* tracing instrumentation wraps fetch, it replaces this with the active span's context.
*/
function traceHeaders() {
	return { traceparent: `00-${randomHex(16)}-${randomHex(8)}-01` };
}
export { ensureUid as a, ensureDeviceGuid as i, startTelemetry as n, traceHeaders as r, setTelemetryView as t };
