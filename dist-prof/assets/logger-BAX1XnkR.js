import { N as appConfig } from "./shell-oMbG3FHC.js";
// src/platform/redact.ts
var REDACTED = "[REDACTED]";
var SENSITIVE_KEYS = new Set([
	"iin",
	"phone",
	"phoneNumber",
	"mobilePhone",
	"smsCode",
	"firstName",
	"lastName",
	"middleName",
	"fullName",
	"givenName",
	"familyName",
	"surname",
	"patronymic",
	"fio",
	"clientName",
	"holderName",
	"email",
	"birthday",
	"birthplace",
	"idNumber",
	"documentNumber",
	"passportNumber",
	"documentToken",
	"bearerToken",
	"accessToken",
	"refreshToken",
	"authorization",
	"bestframe"
].map(normalizeKey));
function normalizeKey(key) {
	return key.toLowerCase().replace(/[_-]/g, "");
}
function isSensitiveKey(key) {
	return SENSITIVE_KEYS.has(normalizeKey(key));
}
var KEY_SPELLINGS = [
	"iin",
	"phone",
	"phone_number",
	"phoneNumber",
	"sms_code",
	"smsCode",
	"first_name",
	"firstName",
	"last_name",
	"lastName",
	"middle_name",
	"middleName",
	"full_name",
	"fullName",
	"surname",
	"patronymic",
	"fio",
	"email",
	"birthday",
	"birthplace",
	"id_number",
	"idNumber",
	"document_number",
	"documentNumber",
	"documentToken",
	"bearerToken"
].join("|");
var JSON_FIELD = new RegExp(`("(?:${KEY_SPELLINGS})"\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|\\d+)`, "g");
var QUERY_FIELD = new RegExp(`([?&](?:${KEY_SPELLINGS})=)[^&#\\s"']*`, "g");
var EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
var PHONE = /(?:\+7|\b[78])[\s(-]*\d{3}[\s)-]*[\d*x•_]{3}[\s-]*[\d*x•_]{2}[\s-]*[\d*x•_]{2}(?![\d*x•_])/gi;
var IIN = /\b\d{12}\b/g;
var DOCUMENT_NUMBER = /\b\d{9}\b/g;
var MIN_KNOWN_LENGTH = 3;
var KNOWN_STORAGE_KEY = "redact.known";
var known = /* @__PURE__ */ new Set();
var knownPattern = null;
function tabStorage() {
	try {
		return typeof sessionStorage === "undefined" ? void 0 : sessionStorage;
	} catch {
		return;
	}
}
function escapeRegExp(text) {
	return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function compileKnown() {
	const alternatives = [...known].sort((a, b) => b.length - a.length).map(escapeRegExp);
	knownPattern = alternatives.length > 0 ? new RegExp(alternatives.join("|"), "giu") : null;
}
function restoreKnown() {
	try {
		const stored = JSON.parse(tabStorage()?.getItem(KNOWN_STORAGE_KEY) ?? "[]");
		if (Array.isArray(stored)) {
			for (const value of stored) if (typeof value === "string") known.add(value);
		}
	} catch {}
	compileKnown();
}
restoreKnown();
/** Remembers the string values under sensitive keys of an API body or answer. */
function rememberSensitiveValues(payload) {
	const before = known.size;
	collectSensitive(payload, /* @__PURE__ */ new WeakSet());
	if (known.size === before) return;
	compileKnown();
	try {
		tabStorage()?.setItem(KNOWN_STORAGE_KEY, JSON.stringify([...known]));
	} catch {}
}
function collectSensitive(value, seen) {
	if (value === null || typeof value !== "object" || seen.has(value)) return;
	seen.add(value);
	for (const [key, item] of Object.entries(value)) if (isSensitiveKey(key) && typeof item === "string") {
		const text = item.trim();
		if (text.length >= MIN_KNOWN_LENGTH && /\p{L}/u.test(text)) {
			known.add(text);
			known.add(encodeURIComponent(text));
		}
	} else collectSensitive(item, seen);
}
/** Forgets the remembered values (logout, tests). */
function forgetSensitiveValues() {
	known.clear();
	knownPattern = null;
	try {
		tabStorage()?.removeItem(KNOWN_STORAGE_KEY);
	} catch {}
}
function redactText(text) {
	return (knownPattern ? text.replace(knownPattern, REDACTED) : text).replace(JSON_FIELD, `$1"${REDACTED}"`).replace(QUERY_FIELD, `$1${REDACTED}`).replace(EMAIL, REDACTED).replace(PHONE, REDACTED).replace(IIN, REDACTED).replace(DOCUMENT_NUMBER, REDACTED);
}
/** A deep copy of `payload` with every sensitive value replaced; the shape is kept. */
function redact(payload) {
	return redactValue(payload, /* @__PURE__ */ new WeakMap());
}
function redactValue(value, seen) {
	if (typeof value === "string") return redactText(value);
	if (value === null || typeof value !== "object") return value;
	const known = seen.get(value);
	if (known !== void 0) return known;
	if (Array.isArray(value)) {
		const copy = [];
		seen.set(value, copy);
		for (const item of value) copy.push(redactValue(item, seen));
		return copy;
	}
	if (value instanceof Error) return redactValue({
		name: value.name,
		message: value.message,
		stack: value.stack
	}, seen);
	const copy = {};
	seen.set(value, copy);
	for (const [key, item] of Object.entries(value)) copy[key] = isSensitiveKey(key) && item !== null && item !== void 0 && item !== "" ? REDACTED : redactValue(item, seen);
	return copy;
}
var KEEPALIVE_MAX_CHARS = 6e4;
async function postJson(url, body) {
	const response = await fetch(url, {
		method: "POST",
		headers: { "Content-Type": "application/json" },
		body,
		keepalive: body.length <= KEEPALIVE_MAX_CHARS
	});
	if (!response.ok) throw new Error(`Monitoring answered ${response.status}`);
}
function createLogger(options) {
	const out = options.console ?? console;
	const send = options.send ?? postJson;
	const now = options.now ?? Date.now;
	let sessionId = null;
	let userId = null;
	let queue = [];
	let timer;
	let inFlight = Promise.resolve();
	function flush() {
		if (timer !== void 0) clearTimeout(timer);
		timer = void 0;
		const url = options.logsUrl;
		const sends = [];
		while (url && queue.length > 0) {
			const entries = queue.slice(0, 50);
			queue = queue.slice(50);
			sends.push(send(url, JSON.stringify({ entries })).catch((cause) => {
				out.warn("Monitoring failed", cause);
			}));
		}
		inFlight = Promise.all([inFlight, ...sends]).then(() => void 0);
		return inFlight;
	}
	function enqueue(entry) {
		if (!options.logsUrl) return;
		queue.push(entry);
		if (queue.length >= 50) flush();
		else timer ??= setTimeout(() => void flush(), 250);
	}
	return {
		log(level, message, payload, status) {
			const entry = {
				level,
				message,
				clientTimestamp: now(),
				project: options.project,
				environment: options.environment,
				sessionId,
				userId,
				payload: redact(payload ?? null),
				...status === void 0 ? {} : { status }
			};
			(level === "error" ? out.error : level === "warning" ? out.warn : out.info).call(out, `[${level}] ${message}`, entry.payload);
			enqueue(entry);
			return entry;
		},
		setContext(context) {
			if (context.sessionId !== void 0) sessionId = context.sessionId;
			if (context.userId !== void 0) userId = context.userId;
		},
		flush
	};
}
var current = createLogger({
	project: appConfig.projectName,
	environment: appConfig.environment,
	logsUrl: appConfig.telemetry.enabled ? appConfig.logsUrl : null
});
/** The app's logger; tests and the boot code may replace it. */
function getLogger() {
	return current;
}
function setLogContext(context) {
	current.setContext(context);
}
function errorParts(error) {
	if (error instanceof Error) return {
		name: error.name,
		message: error.message,
		...error.stack ? { stack: error.stack } : {}
	};
	return {
		name: "Error",
		message: typeof error === "string" ? error : JSON.stringify(error)
	};
}
/** An error becomes an entry named after the error, with its message and stack as payload. */
function logError(error, status) {
	const { name, message, stack } = errorParts(error);
	return current.log("error", name, {
		message,
		stack
	}, status);
}
function logUnhandledRejection(reason) {
	const { name, message, stack } = errorParts(reason);
	return current.log("warning", "UnhandledRejection", {
		name,
		message,
		stack
	});
}
/** Input that did not match its schema; the app carries on with a fallback. */
function logParseErrorFallback(payload) {
	return current.log("warning", "ParseErrorFallback", payload);
}
function logLocaleLoadFailure(payload) {
	const { cause, ...rest } = payload;
	return current.log("error", "Failed locale loading", {
		...rest,
		...cause === void 0 ? {} : { cause: errorParts(cause) }
	});
}
/** A failed API request, reported to monitoring with its HTTP status. */
function reportRequestError(report) {
	return current.log("error", "RequestError", report, report.status);
}
/**
* Unhandled promise rejections are logged as warnings, not shown to the user. Entries still
* waiting for their batch leave with the page (a keepalive request outlives it).
*/
function installGlobalHandlers(target = window) {
	const onRejection = (event) => {
		logUnhandledRejection(event.reason);
	};
	const onPageHide = () => void current.flush();
	target.addEventListener("unhandledrejection", onRejection);
	target.addEventListener("pagehide", onPageHide);
	return () => {
		target.removeEventListener("unhandledrejection", onRejection);
		target.removeEventListener("pagehide", onPageHide);
	};
}
export { logParseErrorFallback as a, forgetSensitiveValues as c, logLocaleLoadFailure as i, redact as l, installGlobalHandlers as n, reportRequestError as o, logError as r, setLogContext as s, getLogger as t, rememberSensitiveValues as u };
