import * as v from 'valibot';
import {
  emailSchema,
  idSchema,
  iinSchema,
  isoDateSchema,
  middleNameSchema,
  nameSchema,
  passportNumberSchema,
  textSchema,
  todayIso,
} from './fields';
import { msg, required } from './messages';

/** Every `step_name` of SPEC.md §4, in the order an applicant meets them. */
export const STEP_NAMES = [
  'iin',
  'personal',
  'passport',
  'personal_and_passport',
  'waiting_external_personal',
  'waiting_external_photo',
  'client_creating',
  'verigram',
  'waiting_liveness_results',
  'liveness_failed',
  'signing_init',
  'signing_init_success',
  'signing_failed',
  'signing_result',
  'personal_cabinet',
] as const;

export type StepName = (typeof STEP_NAMES)[number];

/**
 * The step names as values: code outside this folder writes `STEP.signing_init_success`, so a
 * renamed or removed step is a type error everywhere instead of a string nobody finds.
 */
export const STEP = Object.fromEntries(STEP_NAMES.map((name) => [name, name])) as {
  readonly [K in StepName]: K;
};

export const stepNameSchema = v.picklist(STEP_NAMES);

export const isStepName = (value: unknown): value is StepName => v.is(stepNameSchema, value);

/**
 * The step response. `step_name` is deliberately any string, not the picklist: a step this
 * client does not know must reach the registration machine, which treats it as a fatal error
 * with the step named, instead of failing here as an anonymous parse error.
 */
export const stepResponseSchema = v.object({
  step_name: v.string(),
  socket_channel: v.string(),
  uuid: v.string(),
  context: v.object({ error: v.nullish(v.string(), null) }),
});

const iinEntries = {
  iin: iinSchema,
  is_resident_rk: v.boolean(required),
  is_ipdl: v.boolean(required),
};

export const iinPayloadSchema = v.object(iinEntries, required);

const personalEntries = {
  first_name: nameSchema,
  last_name: nameSchema,
  middle_name: middleNameSchema,
  email: emailSchema,
};

export const personalPayloadSchema = v.object(personalEntries, required);

const passportEntries = {
  birthday: v.pipe(
    isoDateSchema,
    v.check(
      (value) => value <= todayIso(),
      msg('Дата рождения не может быть в будущем', 'Туған күні болашақта болмайды'),
    ),
  ),
  birthplace: textSchema,
  id_number: passportNumberSchema,
  issuer: textSchema,
  period_validity: v.pipe(
    isoDateSchema,
    v.check(
      (value) => value >= todayIso(),
      msg('Срок действия документа истёк', 'Құжаттың қолданылу мерзімі өтіп кеткен'),
    ),
  ),
  sex: v.picklist(['male', 'female'], msg('Укажите пол', 'Жынысын көрсетіңіз')),
  when: v.pipe(
    isoDateSchema,
    v.check(
      (value) => value <= todayIso(),
      msg('Дата выдачи не может быть в будущем', 'Берілген күні болашақта болмайды'),
    ),
  ),
  country_id: idSchema,
};

// Cross-field rules; valibot runs them only once the fields they read are valid on their own.
const issuedAfterBirth = (input: { birthday: string; when: string }) =>
  input.when >= input.birthday;
const issuedAfterBirthMessage = msg(
  'Дата выдачи раньше даты рождения',
  'Берілген күні туған күнінен ерте',
);
const validAfterIssue = (input: { when: string; period_validity: string }) =>
  input.period_validity > input.when;
const validAfterIssueMessage = msg(
  'Срок действия должен быть позже даты выдачи',
  'Қолданылу мерзімі берілген күнінен кейін болуы керек',
);

export const passportPayloadSchema = v.pipe(
  v.object(passportEntries, required),
  v.forward(v.partialCheck([['birthday'], ['when']], issuedAfterBirth, issuedAfterBirthMessage), [
    'when',
  ]),
  v.forward(
    v.partialCheck([['when'], ['period_validity']], validAfterIssue, validAfterIssueMessage),
    ['period_validity'],
  ),
);

export const personalAndPassportPayloadSchema = v.pipe(
  v.object({ ...personalEntries, ...passportEntries }, required),
  v.forward(v.partialCheck([['birthday'], ['when']], issuedAfterBirth, issuedAfterBirthMessage), [
    'when',
  ]),
  v.forward(
    v.partialCheck([['when'], ['period_validity']], validAfterIssue, validAfterIssueMessage),
    ['period_validity'],
  ),
);

/**
 * The registration forms: each step that has the applicant fill something in, with the payload
 * its call sends (SPEC.md §3). A form holds exactly this payload, under these (snake_case)
 * names, so the schema that checks the form is the one that types the call: what is checked is
 * what is sent. Errors are the one place names change: keyed camelCase, like the server's
 * (SPEC.md §5, `camelCaseKey`).
 */
export const FORM_PAYLOADS = {
  iin: iinPayloadSchema,
  personal: personalPayloadSchema,
  passport: passportPayloadSchema,
  personal_and_passport: personalAndPassportPayloadSchema,
} as const satisfies Partial<Record<StepName, v.GenericSchema>>;

export type FormStep = keyof typeof FORM_PAYLOADS;

/**
 * The form steps in the order of FORM_PAYLOADS: the one list every per-form table is made from
 * (the calls, the machine's submit events, actors and states, the stored drafts).
 */
export const FORM_STEPS = Object.keys(FORM_PAYLOADS) as readonly FormStep[];

/** A step_name as code spells it: 'personal_and_passport' → 'personalAndPassport'. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** 'personal_and_passport' → 'personalAndPassport', typed. */
export function camelCaseStep<S extends string>(step: S): CamelCase<S> {
  return step.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()) as CamelCase<S>;
}

/** A form as the applicant fills it in: the payload typed so far, any field missing or invalid. */
export type FormDraft<S extends FormStep> = Partial<v.InferInput<(typeof FORM_PAYLOADS)[S]>>;

/** A form its schema accepted: the payload the call sends (trimmed, an empty middle name null). */
export type FormPayload<S extends FormStep> = v.InferOutput<(typeof FORM_PAYLOADS)[S]>;

/** Every field of each form's payload. */
export const FORM_FIELDS: { readonly [S in FormStep]: readonly string[] } = {
  iin: Object.keys(iinEntries),
  personal: Object.keys(personalEntries),
  passport: Object.keys(passportEntries),
  personal_and_passport: [...Object.keys(personalEntries), ...Object.keys(passportEntries)],
};

export const countriesResponseSchema = v.object({
  countries: v.array(v.object({ id: idSchema, name: v.string() })),
  default_country_id: idSchema,
});

/**
 * The phone as GET /rest/client/info shows it: masked but for the operator code and the last
 * two digits, '+7 (701) ***-**-67'. The full number never travels back.
 */
export const maskedPhoneSchema = v.pipe(v.string(), v.regex(/^\+7 \(\d{3}\) \*{3}-\*{2}-\d{2}$/));

/** '77011234567' → '+7 (701) ***-**-67'. */
export function maskPhone(phone: string): string {
  return `+7 (${phone.slice(1, 4)}) ***-**-${phone.slice(-2)}`;
}

export const clientInfoResponseSchema = v.object({
  phone: maskedPhoneSchema,
  first_name: v.optional(v.string()),
  last_name: v.optional(v.string()),
  step_name: v.string(),
});

export type StepResponse = v.InferOutput<typeof stepResponseSchema>;
export type CountriesResponse = v.InferOutput<typeof countriesResponseSchema>;
export type ClientInfoResponse = v.InferOutput<typeof clientInfoResponseSchema>;
