import { a as __toESM } from "./rolldown-runtime-DQp2zzRu.js";
import { c as useSessionSelector, i as useRegistrationQueries, l as useSessionSend, n as ScreenHeading, r as registrationScreen, t as Screen_module_default } from "./runtime-Zr3GPKI7.js";
import { a as useLingui, g as require_jsx_runtime, i as Trans, y as require_react } from "./framework-B3PySpgF.js";
import "./runtime-Cm4U2iah.js";
import { g as Button } from "./shell-oMbG3FHC.js";
import { c as TextField, d as normalizeOtp, l as Form_module_default, n as summaryOf, o as ErrorSummary, t as firstMessages, u as digitsMask } from "./forms-li3DRO6r.js";
// machines/session/selectors.ts
/**
* Which form of the login shows. Sending the SMS belongs to the form it was asked from: the
* phone form the first time, the code form on a resend.
*/
function loginStep(snapshot) {
	if (snapshot.hasTag("loggedIn")) return "done";
	if (snapshot.hasTag("screen:code")) return "code";
	return snapshot.hasTag("sendingCode") && snapshot.context.codeSent ? "code" : "phone";
}
var isSendingCode = (snapshot) => snapshot.hasTag("sendingCode");
var isCheckingCode = (snapshot) => snapshot.hasTag("checkingCode");
var canResendCode = (snapshot) => snapshot.hasTag("canResend");
// src/features/registration/forms/phone.ts
/** SPEC.md §5: the phone mask. `{7}` is part of the unmasked value, so it reads '7XXXXXXXXXX'. */
var PHONE_MASK = "+{7} (000) 000-00-00";
/**
* The ten national digits of whatever was pasted, autofilled or prefilled: non-digits dropped,
* and a leading 7 or 8 (the country code or the old trunk prefix) stripped when it comes on top
* of ten digits. Ten digits that start with 7 are a number of their own (Kazakh numbers do).
*/
function nationalDigits(raw) {
	const digits = raw.replace(/\D/g, "");
	return digits.length > 10 && /^[78]/.test(digits) ? digits.slice(1, 11) : digits.slice(0, 10);
}
/** The unmasked value the API wants: '7' and the ten national digits; '' for nothing typed. */
function toPhoneValue(raw) {
	const national = nationalDigits(raw);
	return national === "" ? "" : `7${national}`;
}
var isCompletePhone = (value) => /^7\d{10}$/.test(value);
/**
* imask's prepare hook. A chunk longer than one character (paste, autofill, prefill) is
* normalised with `nationalDigits`; a single typed key is taken as a digit of the number. The
* fixed `+7` of the mask consumes a leading '7', so while it is not on screen yet the chunk is
* given one to eat.
*/
function preparePhoneChunk(chars, masked) {
	const nothingYet = masked.unmaskedValue === "";
	const national = masked.unmaskedValue === "" || masked.unmaskedValue === "7";
	const digits = chars.length > 1 && national ? nationalDigits(chars) : chars.replace(/\D/g, "");
	return nothingYet && digits !== "" ? `7${digits}` : digits;
}
var phoneMaskOptions = {
	mask: PHONE_MASK,
	prepare: (chars, masked) => preparePhoneChunk(chars, masked)
};
/** '77011234567' → '+7 (701) 123-45-67', for reading back the number a code went to. */
function formatPhone(value) {
	const match = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(value);
	return match ? `+7 (${match[1]}) ${match[2]}-${match[3]}-${match[4]}` : value;
}
// src/features/registration/screens/ConsentDocuments.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** GET /rest/documents/list/registration, with a way to try again after a failure. */
function useConsentDocuments() {
	const queries = useRegistrationQueries();
	const [documents, setDocuments] = (0, import_react.useState)(null);
	const [attempt, setAttempt] = (0, import_react.useState)(0);
	(0, import_react.useEffect)(() => {
		let live = true;
		queries.documents().then((list) => live && setDocuments(list), () => live && setDocuments("failed"));
		return () => {
			live = false;
		};
	}, [queries, attempt]);
	return {
		documents,
		reload: (0, import_react.useCallback)(() => {
			setDocuments(null);
			setAttempt((count) => count + 1);
		}, [])
	};
}
/** The document's page in the reader's language. */
function localized(url, locale) {
	if (locale !== "kk") return url;
	return `${url}${url.includes("?") ? "&" : "?"}lang=kk`;
}
/** The consents the SMS code signs: each one readable before the applicant agrees. */
function ConsentDocuments({ documents, reload }) {
	const { i18n } = useLingui();
	if (documents === null) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: Screen_module_default.muted,
		role: "status",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "5+yEge" })
	});
	if (documents === "failed") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: Screen_module_default.alert,
		role: "alert",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "nWH6Sc" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "outline",
			onClick: reload,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "is1fIF" })
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: Screen_module_default.links,
		"aria-labelledby": "consent-title",
		children: documents.map((document) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
			href: localized(document.url, i18n.locale),
			target: "_blank",
			rel: "noopener noreferrer",
			children: [document.name, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "visually-hidden",
				children: [" ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "Bm474q" })]
			})]
		}) }, document.id))
	});
}
// src/features/registration/screens/LoginScreen.tsx
var CODE_MASK = digitsMask(4);
/** SPEC.md §2 /login: phone, consent documents, SMS code. The session machine does the rest. */
function LoginScreen() {
	const phase = useSessionSelector(loginStep);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: Screen_module_default.screen,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScreenHeading, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "Yk/re1" }) }),
			phase === "phone" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneStep, {}) : null,
			phase === "code" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CodeStep, {}) : null,
			phase === "done" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: Screen_module_default.progress,
				role: "status",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: Screen_module_default.spinner,
					"aria-hidden": "true"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: Screen_module_default.muted,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "2+ntcD" })
				})]
			}) : null
		]
	});
}
function RequestFailure({ error }) {
	if (!error) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: Screen_module_default.alert,
		role: "alert",
		children: error.kind === "network" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "bDJriD" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "EXB2mQ" })
	});
}
function PhoneStep() {
	const { _: _t } = useLingui();
	const send = useSessionSend();
	const savedPhone = useSessionSelector((snapshot) => snapshot.context.phone);
	const serverErrors = useSessionSelector((snapshot) => snapshot.context.fieldErrors);
	const requestError = useSessionSelector((snapshot) => snapshot.context.error);
	const requesting = useSessionSelector(isSendingCode);
	const consent = useConsentDocuments();
	const [phone, setPhone] = (0, import_react.useState)(() => toPhoneValue(savedPhone ?? ""));
	const [agreed, setAgreed] = (0, import_react.useState)(false);
	const [clientErrors, setClientErrors] = (0, import_react.useState)({});
	const [attempt, setAttempt] = (0, import_react.useState)(0);
	const errors = {
		...firstMessages(serverErrors),
		...firstMessages(clientErrors)
	};
	if (errors.documentTemplateIds) errors.consent = errors.documentTemplateIds;
	delete errors.documentTemplateIds;
	const submit = (event) => {
		event.preventDefault();
		if (requesting) return;
		const found = {};
		if (!isCompletePhone(phone)) found.phone = [_t({ id: "pNCchc" })];
		if (!agreed) found.consent = [_t({ id: "vBs/XC" })];
		setClientErrors(found);
		setAttempt((count) => count + 1);
		const documents = consent.documents;
		if (Object.keys(found).length > 0 || !Array.isArray(documents)) return;
		send({
			type: "phone.submit",
			phone,
			documentIds: documents.map((document) => document.id)
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: Screen_module_default.lead,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "8Zhy6X" })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorSummary, {
			errors: summaryOf(errors, ["phone", "consent"]),
			focusKey: `${attempt}:${JSON.stringify(serverErrors)}`
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RequestFailure, { error: requestError }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			className: Form_module_default.form,
			noValidate: true,
			onSubmit: submit,
			"aria-busy": requesting,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					id: "phone",
					label: _t({ id: "bwrFpQ" }),
					hint: _t({ id: "UzrmEg" }),
					type: "tel",
					inputMode: "tel",
					autoComplete: "tel",
					mask: phoneMaskOptions,
					placeholder: "+7 (___) ___-__-__",
					value: phone,
					error: errors.phone,
					onChange: setPhone
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
					className: Screen_module_default.section,
					"aria-labelledby": "consent-title",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							id: "consent-title",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "pdv0aB" })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: Screen_module_default.muted,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "UgngLg" })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConsentDocuments, { ...consent }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: [Form_module_default.field, errors.consent ? Form_module_default.invalid : ""].join(" "),
							children: [errors.consent ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
								id: "consent-error",
								className: Form_module_default.error,
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
									className: "visually-hidden",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "54dVKa" }), " "]
								}), errors.consent]
							}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: Form_module_default.checkbox,
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
									type: "checkbox",
									id: "consent",
									checked: agreed,
									onChange: (event) => setAgreed(event.target.checked),
									"aria-describedby": errors.consent ? "consent-error" : void 0,
									"aria-invalid": errors.consent ? true : void 0,
									"aria-required": true
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
									htmlFor: "consent",
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "XitXmF" })
								})]
							})]
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "primary",
					block: true,
					"aria-disabled": requesting,
					children: requesting ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "z/TvhS" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "w0eDb7" })
				})
			]
		})
	] });
}
function formatSeconds(seconds) {
	return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
function CodeStep() {
	const { _: _t2 } = useLingui();
	const send = useSessionSend();
	const phone = useSessionSelector((snapshot) => snapshot.context.phone ?? "");
	const secondsLeft = useSessionSelector((snapshot) => snapshot.context.secondsLeft);
	const canResend = useSessionSelector(canResendCode);
	const checking = useSessionSelector(isCheckingCode);
	const resending = useSessionSelector(isSendingCode);
	const serverErrors = useSessionSelector((snapshot) => snapshot.context.fieldErrors);
	const requestError = useSessionSelector((snapshot) => snapshot.context.error);
	const [code, setCode] = (0, import_react.useState)("");
	const [clientErrors, setClientErrors] = (0, import_react.useState)({});
	const [attempt, setAttempt] = (0, import_react.useState)(0);
	const headingRef = (0, import_react.useRef)(null);
	const number = formatPhone(phone);
	const wait = formatSeconds(secondsLeft);
	(0, import_react.useEffect)(() => headingRef.current?.focus(), []);
	const errors = {
		...firstMessages(serverErrors),
		...firstMessages(clientErrors)
	};
	if (errors.smsCode) delete errors.phone;
	const submit = (event) => {
		event.preventDefault();
		if (checking) return;
		const smsCode = normalizeOtp(code);
		const found = {};
		if (smsCode.length !== 4) found.smsCode = [_t2({ id: "0Rxemg" })];
		setClientErrors(found);
		setAttempt((count) => count + 1);
		if (Object.keys(found).length === 0) send({
			type: "code.submit",
			smsCode
		});
	};
	const resend = () => {
		setCode("");
		setClientErrors({});
		send({ type: "code.resend" });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			ref: headingRef,
			tabIndex: -1,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "XE3+Ib" })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: Screen_module_default.lead,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
				id: "UiaZWF",
				values: { number }
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorSummary, {
			errors: summaryOf(errors, ["smsCode"]),
			focusKey: `${attempt}:${JSON.stringify(serverErrors)}`
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RequestFailure, { error: requestError }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			className: Form_module_default.form,
			noValidate: true,
			onSubmit: submit,
			"aria-busy": checking,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				id: "smsCode",
				label: _t2({ id: "XE3+Ib" }),
				hint: _t2({ id: "esysIp" }),
				mask: CODE_MASK,
				inputMode: "numeric",
				autoComplete: "one-time-code",
				value: code,
				error: errors.smsCode,
				onChange: setCode
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "primary",
				block: true,
				"aria-disabled": checking,
				children: checking ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "sm1AyS" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "TuejuU" })
			})]
		}),
		resending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: Screen_module_default.muted,
			role: "status",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "ZEp89b" })
		}) : canResend ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "outline",
			block: true,
			onClick: resend,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "zH4oDF" })
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: Screen_module_default.muted,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, {
				id: "lE/qP5",
				values: { wait }
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: Screen_module_default.linkButton,
			onClick: () => send({ type: "phone.change" }),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trans, { id: "RksBLz" })
		})
	] });
}
// src/routes/{-$locale}/_auth/login/index.tsx?tsr-split=component
var SplitComponent = registrationScreen(LoginScreen);
export { SplitComponent as component };
