import { d as msg, f as required } from "./endpoints-CXsnQa0X.js";
import { A as string, D as regex, E as record, T as pipe, b as object, g as nonEmpty, t as array } from "./dist-Dr_YuOSD.js";
// contract/errors.ts
/** 401 message of SPEC.md §8. */
var AUTH_REQUIRED_MESSAGE = "Необходима авторизация";
object({
	message: string(),
	errors: record(string(), array(string()))
});
object({ message: string() });
/** 'period_validity' → 'periodValidity', per dotted segment; camelCase keys pass unchanged. */
function camelCaseKey(key) {
	return key.replace(/[_-]+([a-z0-9])/gi, (_, letter) => letter.toUpperCase());
}
/** SPEC.md §5: server validation errors arrive keyed by field; keys are converted to camelCase. */
function camelCaseFieldErrors(errors) {
	const result = {};
	for (const [key, messages] of Object.entries(errors)) {
		const camel = camelCaseKey(key);
		result[camel] = [...result[camel] ?? [], ...messages];
	}
	return result;
}
/** SPEC.md §8 generic mapping: the message when the server gives none. */
var DEFAULT_ERROR_MESSAGE = "Возникла непредвиденная ошибка";
var FAILURE_KINDS = [
	"auth",
	"validation",
	"unavailable",
	"network",
	"fatal"
];
function messageOf(body) {
	if (body && typeof body === "object" && "message" in body) {
		const { message } = body;
		if (typeof message === "string" && message.trim() !== "") return message;
	}
}
function fieldErrorsOf(body) {
	if (!body || typeof body !== "object" || !("errors" in body)) return {};
	const { errors } = body;
	if (!errors || typeof errors !== "object") return {};
	const messages = {};
	for (const [field, value] of Object.entries(errors)) {
		const list = (Array.isArray(value) ? value : [value]).filter((item) => typeof item === "string");
		if (list.length > 0) messages[field] = list;
	}
	return camelCaseFieldErrors(messages);
}
function kindOfStatus(status) {
	if (status === void 0) return "network";
	if (status === 401 || status === 403) return "auth";
	if (status === 422) return "validation";
	if (status === 503) return "unavailable";
	return "fatal";
}
/**
* The one conversion of a failed call: the answer's status (undefined: no answer) and body
* become a CallFailure. SPEC.md §8: status defaults to 500, the message is the body's or the
* default one; a 401 says 'Необходима авторизация'.
*/
function callFailure(status, body) {
	const kind = kindOfStatus(status);
	return {
		kind,
		statusCode: status ?? 500,
		message: kind === "auth" ? AUTH_REQUIRED_MESSAGE : messageOf(body) ?? "Возникла непредвиденная ошибка",
		fieldErrors: kind === "validation" ? fieldErrorsOf(body) : {}
	};
}
/** A rejection that is a CallFailure; anything else (a bug, an unprovided actor) is not. */
function isCallFailure(error) {
	return typeof error === "object" && error !== null && FAILURE_KINDS.includes(String(error.kind));
}
// contract/liveness.ts
/** Error names a liveness provider rejects with (SPEC.md §8). */
var LIVENESS_ERROR_NAMES = [
	"CameraNotFoundError",
	"CameraNotAllowedError",
	"CameraAbortError",
	"CameraSecurityError",
	"CameraBrowserAppNeedsConstantCameraPermission",
	"CameraNotReadableError",
	"CameraOverconstrainedError",
	"NoWrapperError",
	"NotSupportedBrowserError",
	"ServerConnectionError",
	"SlowInternetError",
	"CameraStreamInterrupted",
	"ServerWorkError",
	"ServerAuthorizationError",
	"ClientWorkError"
];
function isLivenessErrorName(name) {
	return typeof name === "string" && LIVENESS_ERROR_NAMES.includes(name);
}
/**
* The provider reports an error name, or an Error whose name is one; anything else failed on
* our side of the provider, which SPEC.md calls ClientWorkError.
*/
function toLivenessErrorName(error, fallback = "ClientWorkError") {
	if (isLivenessErrorName(error)) return error;
	if (typeof error === "object" && error !== null) {
		const { name, errorName } = error;
		if (isLivenessErrorName(errorName)) return errorName;
		if (isLivenessErrorName(name)) return name;
	}
	return fallback;
}
/** `context.error` codes that show the low-similarity screen (SPEC.md §8). */
var LOW_SIMILARITY_ERRORS = [
	"coiderrortype_low_similarity",
	"coiderrortype_iin_not_found",
	"coiderrortype_user_too_young"
];
/**
* Which liveness-error screen a context.error code shows. Codes outside both lists (or none)
* show 'we are already fixing it': it asks nothing of the applicant that could be wrong.
*/
function identificationScreen(code) {
	return LOW_SIMILARITY_ERRORS.includes(code ?? "") ? "lowSimilarity" : "alreadyFixing";
}
object({ session_id: string() });
/** A JPEG as plain base64 (no data: prefix): JPEG data starts FF D8 FF, base64 `/9j/`. */
var bestframeSchema = pipe(string(required), regex(/^\/9j\/[A-Za-z0-9+/]*={0,2}$/, msg("Кадр должен быть JPEG в base64", "Кадр base64 пішіміндегі JPEG болуы керек")));
object({
	session_id: pipe(string(required), nonEmpty(required)),
	bestframe: bestframeSchema
}, required);
// contract/realtime.ts
/** The realtime message published on the applicant's channel on every step change. */
var STEP_EVENT_NAME = "Registration.V2.PotentialClientStep";
/** Its data. `step` stays a plain string for the same reason as the step response's. */
var stepEventSchema = object({ step: string() });
// src/api/errors.ts
var ApiError = class extends Error {
	name = "ApiError";
	kind;
	statusCode;
	fieldErrors;
	/** `status` undefined: no answer came. */
	constructor(status, body, cause) {
		const failure = callFailure(status, body);
		super(failure.message, cause === void 0 ? void 0 : { cause });
		this.kind = failure.kind;
		this.statusCode = failure.statusCode;
		this.fieldErrors = failure.fieldErrors;
	}
};
export { isLivenessErrorName as a, camelCaseFieldErrors as c, identificationScreen as i, camelCaseKey as l, STEP_EVENT_NAME as n, toLivenessErrorName as o, stepEventSchema as r, DEFAULT_ERROR_MESSAGE as s, ApiError as t, isCallFailure as u };
