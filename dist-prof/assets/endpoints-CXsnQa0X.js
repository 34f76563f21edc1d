import { A as string, C as partialCheck, D as regex, E as record, F as url, M as trim, N as union, P as unknown, T as pipe, _ as nullable, a as finite, b as object, c as gtValue, d as literal, f as maxLength, g as nonEmpty, h as minValue, i as email, j as transform, l as integer, m as minLength, n as boolean, o as forward, r as check, t as array, u as is, v as nullish, w as picklist, x as optional, y as number } from "./dist-Dr_YuOSD.js";
// contract/iin.ts
var FIRST_WEIGHTS = [
	1,
	2,
	3,
	4,
	5,
	6,
	7,
	8,
	9,
	10,
	11
];
var SECOND_WEIGHTS = [
	3,
	4,
	5,
	6,
	7,
	8,
	9,
	10,
	11,
	1,
	2
];
var weightedMod11 = (digits, weights) => digits.reduce((sum, digit, i) => sum + digit * (weights[i] ?? 0), 0) % 11;
/** The check digit the first 11 digits call for, or null when the number cannot have one. */
function checkDigit(first11) {
	const first = weightedMod11(first11, FIRST_WEIGHTS);
	if (first !== 10) return first;
	const second = weightedMod11(first11, SECOND_WEIGHTS);
	return second === 10 ? null : second;
}
var CENTURY_BY_DIGIT = {
	"1": 1800,
	"2": 1800,
	"3": 1900,
	"4": 1900,
	"5": 2e3,
	"6": 2e3
};
/** The birth date an IIN encodes, as ISO `YYYY-MM-DD`, or null if it encodes no real date. */
function iinBirthDate(iin) {
	if (!/^\d{12}$/.test(iin)) return null;
	const century = CENTURY_BY_DIGIT[iin.charAt(6)];
	if (century === void 0) return null;
	const year = century + Number(iin.slice(0, 2));
	const month = Number(iin.slice(2, 4));
	const day = Number(iin.slice(4, 6));
	const date = new Date(Date.UTC(year, month - 1, day));
	if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
	return `${String(year).padStart(4, "0")}-${iin.slice(2, 4)}-${iin.slice(4, 6)}`;
}
/** The sex an IIN encodes (odd century digit: male, even: female), or null if it has none. */
function iinSex(iin) {
	if (!/^\d{12}$/.test(iin) || CENTURY_BY_DIGIT[iin.charAt(6)] === void 0) return null;
	return Number(iin.charAt(6)) % 2 === 1 ? "male" : "female";
}
/** 12 digits, a real birth date with a known century digit, and a matching check digit. */
function isValidIin(iin) {
	if (iinBirthDate(iin) === null) return false;
	const digits = [...iin].map(Number);
	return checkDigit(digits.slice(0, 11)) === digits[11];
}
// contract/messages.ts
/**
* A bilingual message for a valibot schema: the text follows the `lang` of the parse config
* (`v.safeParse(schema, input, { lang: 'kk' })`), Russian otherwise, so one schema serves the
* sandbox's 422 answers in both languages.
*/
var msg = (ru, kk) => (issue) => issue.lang === "kk" ? kk : ru;
var required = msg("Обязательное поле", "Міндетті өріс");
// contract/fields.ts
/** Whether `value` is `YYYY-MM-DD` naming a day that exists (no 31 February). */
function isRealIsoDate(value) {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
	if (!match) return false;
	const [year, month, day] = [
		Number(match[1]),
		Number(match[2]),
		Number(match[3])
	];
	const date = new Date(Date.UTC(year, month - 1, day));
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
/** Today on this machine's calendar as `YYYY-MM-DD` (ISO dates compare as strings). */
function todayIso(now = /* @__PURE__ */ new Date()) {
	const pad = (n) => String(n).padStart(2, "0");
	return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
var phoneSchema = pipe(string(required), regex(/^7\d{10}$/, msg("Номер телефона: 7 и ещё 10 цифр", "Телефон нөмірі: 7 және тағы 10 сан")));
var smsCodeSchema = pipe(string(required), regex(/^\d{4}$/, msg("Код из SMS: 4 цифры", "SMS коды: 4 сан")));
var iinSchema = pipe(string(required), regex(/^\d{12}$/, msg("ИИН состоит из 12 цифр", "ЖСН 12 саннан тұрады")), check(isValidIin, msg("ИИН недействителен: проверьте цифры (не сходится контрольная цифра или дата рождения)", "ЖСН жарамсыз: сандарды тексеріңіз (бақылау саны немесе туған күні сәйкес емес)")));
var NAME_PATTERN = /^\p{L}[\p{L}\s'-]*$/u;
var nameMessage = msg("Только буквы, пробел, дефис и апостроф", "Тек әріптер, бос орын, дефис және апостроф");
var tooLong = msg("Не длиннее 50 символов", "50 таңбадан аспауы керек");
var nameSchema = pipe(string(required), trim(), nonEmpty(required), maxLength(50, tooLong), regex(NAME_PATTERN, nameMessage));
/** A middle name is optional: absent, null and '' all mean "none" (null). */
var middleNameSchema = nullish(pipe(string(nameMessage), trim(), maxLength(50, tooLong), check((value) => value === "" || NAME_PATTERN.test(value), nameMessage), transform((value) => value === "" ? null : value)), null);
var emailSchema = pipe(string(required), trim(), nonEmpty(required), maxLength(100, msg("Не длиннее 100 символов", "100 таңбадан аспауы керек")), email(msg("Проверьте адрес электронной почты", "Электрондық пошта мекенжайын тексеріңіз")));
var textSchema = pipe(string(required), trim(), nonEmpty(required), maxLength(100, msg("Не длиннее 100 символов", "100 таңбадан аспауы керек")));
var isoDateSchema = pipe(string(required), check(isRealIsoDate, msg("Дата в формате ГГГГ-ММ-ДД", "Күні ЖЖЖЖ-АА-КК пішімінде")));
var passportNumberSchema = pipe(string(required), regex(/^\d{9}$/, msg("Номер документа: 9 цифр", "Құжат нөмірі: 9 сан")));
// contract/auth.ts
/** GET /rest/documents/list/{id}: the consent documents to sign before login. */
var documentsListResponseSchema = object({ documents: array(object({
	id: number(),
	name: string(),
	url: string()
})) });
/**
* POST /rest/documents/sign. Without `sms_code` it sends the SMS; with it, it signs the
* documents and answers the `documentToken` that POST /rest/auth exchanges for a session.
*/
var documentsSignPayloadSchema = object({
	phone: phoneSchema,
	document_template_ids: pipe(array(pipe(number(required), integer(required)), required), minLength(1, msg("Примите условия документов", "Құжаттардың шарттарын қабылдаңыз"))),
	sms_code: optional(smsCodeSchema)
}, required);
var smsSentResponseSchema = object({
	sms_sent: literal(true),
	/** Seconds until the client may ask for another code. */
	resend_after: number()
});
var documentsSignedResponseSchema = object({
	potentialContractId: number(),
	documentToken: string()
});
var authPayloadSchema = object({
	phone: phoneSchema,
	documentToken: pipe(string(required), nonEmpty(required))
}, required);
var authResponseSchema = object({ bearerToken: string() });
// contract/cabinet.ts
var cabinetPayloadSchema = object({
	amount: pipe(number(required), finite(required), gtValue(0, msg("Сумма должна быть больше нуля", "Сома нөлден үлкен болуы керек"))),
	potential_contract_id: nullable(pipe(number(required), integer(required)))
}, required);
/** The answer of calls that only acknowledge (cabinet, UTM). */
var okResponseSchema = object({ ok: literal(true) });
// contract/registration.ts
/** Every `step_name` of SPEC.md §4, in the order an applicant meets them. */
var STEP_NAMES = [
	"iin",
	"personal",
	"passport",
	"personal_and_passport",
	"waiting_external_personal",
	"waiting_external_photo",
	"client_creating",
	"verigram",
	"waiting_liveness_results",
	"liveness_failed",
	"signing_init",
	"signing_init_success",
	"signing_failed",
	"signing_result",
	"personal_cabinet"
];
/**
* The step names as values: code outside this folder writes `STEP.signing_init_success`, so a
* renamed or removed step is a type error everywhere instead of a string nobody finds.
*/
var STEP = Object.fromEntries(STEP_NAMES.map((name) => [name, name]));
var stepNameSchema = picklist(STEP_NAMES);
var isStepName = (value) => is(stepNameSchema, value);
/**
* The step response. `step_name` is deliberately any string, not the picklist: a step this
* client does not know must reach the registration machine, which treats it as a fatal error
* with the step named, instead of failing here as an anonymous parse error.
*/
var stepResponseSchema = object({
	step_name: string(),
	socket_channel: string(),
	uuid: string(),
	context: object({ error: nullish(string(), null) })
});
var iinPayloadSchema = object({
	iin: iinSchema,
	is_resident_rk: boolean(required),
	is_ipdl: boolean(required)
}, required);
var personalEntries = {
	first_name: nameSchema,
	last_name: nameSchema,
	middle_name: middleNameSchema,
	email: emailSchema
};
var personalPayloadSchema = object(personalEntries, required);
var passportEntries = {
	birthday: pipe(isoDateSchema, check((value) => value <= todayIso(), msg("Дата рождения не может быть в будущем", "Туған күні болашақта болмайды"))),
	birthplace: textSchema,
	id_number: passportNumberSchema,
	issuer: textSchema,
	period_validity: pipe(isoDateSchema, check((value) => value >= todayIso(), msg("Срок действия документа истёк", "Құжаттың қолданылу мерзімі өтіп кеткен"))),
	sex: picklist(["male", "female"], msg("Укажите пол", "Жынысын көрсетіңіз")),
	when: pipe(isoDateSchema, check((value) => value <= todayIso(), msg("Дата выдачи не может быть в будущем", "Берілген күні болашақта болмайды"))),
	country_id: pipe(number(required), integer(required), minValue(1, required))
};
var issuedAfterBirth = (input) => input.when >= input.birthday;
var issuedAfterBirthMessage = msg("Дата выдачи раньше даты рождения", "Берілген күні туған күнінен ерте");
var validAfterIssue = (input) => input.period_validity > input.when;
var validAfterIssueMessage = msg("Срок действия должен быть позже даты выдачи", "Қолданылу мерзімі берілген күнінен кейін болуы керек");
var passportPayloadSchema = pipe(object(passportEntries, required), forward(partialCheck([["birthday"], ["when"]], issuedAfterBirth, issuedAfterBirthMessage), ["when"]), forward(partialCheck([["when"], ["period_validity"]], validAfterIssue, validAfterIssueMessage), ["period_validity"]));
var personalAndPassportPayloadSchema = pipe(object({
	...personalEntries,
	...passportEntries
}, required), forward(partialCheck([["birthday"], ["when"]], issuedAfterBirth, issuedAfterBirthMessage), ["when"]), forward(partialCheck([["when"], ["period_validity"]], validAfterIssue, validAfterIssueMessage), ["period_validity"]));
var countriesResponseSchema = object({
	countries: array(object({
		id: number(),
		name: string()
	})),
	default_country_id: number()
});
var clientInfoResponseSchema = object({
	phone: string(),
	first_name: optional(string()),
	last_name: optional(string()),
	step_name: string()
});
// contract/signing.ts
var SIGNING_OUTCOMES = ["signed", "declined"];
/** GET /rest/registration/signing/redirect?return_to=… */
var signingRedirectQuerySchema = object({ return_to: pipe(string(required), url(msg("Нужен абсолютный адрес возврата", "Толық қайту мекенжайы керек"))) }, required);
var signingRedirectResponseSchema = object({ redirect_url: string() });
/** What the signing page appends to `return_to` when it sends the browser back. */
var signingReturnSearchSchema = object({
	signing: picklist(SIGNING_OUTCOMES),
	session: string()
});
/** POST /rest/registration/signing/result: the client reports the return from signing. */
var signingResultPayloadSchema = object({
	session: pipe(string(required), nonEmpty(required)),
	result: picklist(SIGNING_OUTCOMES, required)
}, required);
// contract/utm.ts
/** One stored marketing record: free UTM parameters plus `utm_timestamp`. */
var utmRecordSchema = record(string(), unknown(), required);
/** POST /rest/utm/apply/bulk */
var utmBulkPayloadSchema = object({
	client_timestamp: pipe(number(required), integer(required), minValue(0, required)),
	utms: pipe(array(utmRecordSchema, required), minLength(1, msg("Нет меток для отправки", "Жіберетін белгілер жоқ")))
}, required);
// contract/endpoints.ts
var ENDPOINTS = {
	/** The consents the SMS code signs; `id` is always 'registration'. */
	documentsList: {
		method: "GET",
		path: "/rest/documents/list/:id",
		auth: false,
		answer: documentsListResponseSchema
	},
	/** Without `sms_code` it sends the SMS; with it, it signs (contract README). */
	documentsSign: {
		method: "POST",
		path: "/rest/documents/sign",
		auth: false,
		body: documentsSignPayloadSchema,
		answer: union([documentsSignedResponseSchema, smsSentResponseSchema])
	},
	auth: {
		method: "POST",
		path: "/rest/auth",
		auth: false,
		body: authPayloadSchema,
		answer: authResponseSchema
	},
	step: {
		method: "GET",
		path: "/rest/registration/step",
		auth: true,
		answer: stepResponseSchema
	},
	iin: {
		method: "POST",
		path: "/rest/registration/iin",
		auth: true,
		body: iinPayloadSchema,
		answer: stepResponseSchema
	},
	personal: {
		method: "POST",
		path: "/rest/registration/personal",
		auth: true,
		body: personalPayloadSchema,
		answer: stepResponseSchema
	},
	passport: {
		method: "POST",
		path: "/rest/registration/passport",
		auth: true,
		body: passportPayloadSchema,
		answer: stepResponseSchema
	},
	personalAndPassport: {
		method: "POST",
		path: "/rest/registration/personal_and_passport",
		auth: true,
		body: personalAndPassportPayloadSchema,
		answer: stepResponseSchema
	},
	countries: {
		method: "GET",
		path: "/rest/registration/countries",
		auth: true,
		answer: countriesResponseSchema
	},
	signingRedirect: {
		method: "GET",
		path: "/rest/registration/signing/redirect",
		auth: true,
		query: signingRedirectQuerySchema,
		answer: signingRedirectResponseSchema
	},
	signingResult: {
		method: "POST",
		path: "/rest/registration/signing/result",
		auth: true,
		body: signingResultPayloadSchema,
		answer: stepResponseSchema
	},
	signingRepeat: {
		method: "PUT",
		path: "/rest/registration/signing/repeat",
		auth: true,
		answer: stepResponseSchema
	},
	cabinet: {
		method: "POST",
		path: "/rest/cabinet",
		auth: true,
		body: cabinetPayloadSchema,
		answer: okResponseSchema
	},
	clientInfo: {
		method: "GET",
		path: "/rest/client/info",
		auth: true,
		answer: clientInfoResponseSchema
	},
	utm: {
		method: "POST",
		path: "/rest/utm/apply/bulk",
		auth: false,
		body: utmBulkPayloadSchema,
		answer: okResponseSchema
	}
};
export { passportPayloadSchema as a, documentsSignedResponseSchema as c, msg as d, required as f, isValidIin as h, isStepName as i, smsSentResponseSchema as l, iinSex as m, signingReturnSearchSchema as n, personalAndPassportPayloadSchema as o, iinBirthDate as p, STEP as r, personalPayloadSchema as s, ENDPOINTS as t, isRealIsoDate as u };
