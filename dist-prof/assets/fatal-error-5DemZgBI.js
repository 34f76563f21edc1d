import { r as logError } from "./logger-BAX1XnkR.js";
// src/platform/fatal-error.ts
var current = null;
var listeners = /* @__PURE__ */ new Set();
function toAppError(error) {
	if (error && typeof error === "object") {
		const { statusCode, message } = error;
		return {
			statusCode: typeof statusCode === "number" ? statusCode : 500,
			message: typeof message === "string" && message ? message : "Возникла непредвиденная ошибка"
		};
	}
	return {
		statusCode: 500,
		message: "Возникла непредвиденная ошибка"
	};
}
/**
* SPEC §8: an error becomes a log entry named after it, with its message and stack. The API
* client's 5xx page is not an Error: that request was already reported with its status.
*/
function logFatalError(error) {
	if (error instanceof Error) logError(error);
}
function showFatalError(error) {
	logFatalError(error);
	current = toAppError(error);
	listeners.forEach((listener) => listener());
}
function getFatalError() {
	return current;
}
function subscribeFatalError(listener) {
	listeners.add(listener);
	return () => listeners.delete(listener);
}
export { toAppError as a, subscribeFatalError as i, logFatalError as n, showFatalError as r, getFatalError as t };
