import * as v from 'valibot';
import { idSchema } from './fields';
import { required } from './messages';
import { recordOf } from './record';
import { addSensitiveKeys } from './redact';
import type {
  FieldDeclaration,
  Fields,
  FormStepDeclaration,
  Message,
  StepDeclaration,
} from './steps/declare';
import { REGISTRATION_STEPS } from './steps/registration-steps';

/** The declared registration steps (steps/registration-steps.ts), by their `step_name`. */
type Steps = typeof REGISTRATION_STEPS;

export type StepName = keyof Steps;

/**
 * Every `step_name` of SPEC.md §4, in the order an applicant meets them (the order of their
 * declarations): the journey's nodes, the funnel's rows and the telemetry node ids follow it.
 */
// Object.keys is typed string[]; the keys of REGISTRATION_STEPS are exactly its StepNames.
export const STEP_NAMES = Object.keys(REGISTRATION_STEPS) as readonly StepName[];

// A step named in a `next` that is declared nowhere is a compile error here, naming it.
type NextStep = { [K in StepName]: Steps[K]['next'][number] }[StepName];
const everyNextIsDeclared: Exclude<NextStep, StepName> extends never ? true : never = true;
void everyNextIsDeclared;

/**
 * The step names as values: code outside this folder writes `STEP.signing_init_success`, so a
 * renamed or removed step is a type error everywhere instead of a string nobody finds.
 */
// Each name maps to itself, which Object.fromEntries cannot type.
export const STEP = Object.fromEntries(STEP_NAMES.map((name) => [name, name])) as {
  readonly [K in StepName]: K;
};

export type StepDeclarationOf<S extends StepName> = Steps[S];

/** A step's declaration (steps/declare.ts), for code that reads any step's. */
export function stepDeclaration(step: StepName): StepDeclaration {
  return REGISTRATION_STEPS[step];
}

/** The steps the server names next after `step` in the flows of SANDBOX.md (its `next`). */
export function nextSteps(step: StepName): readonly StepName[] {
  return REGISTRATION_STEPS[step].next;
}

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

type FormStepName = {
  [K in StepName]: Steps[K] extends { kind: 'form' } ? K : never;
}[StepName];

/** A step the server passes by itself: its declaration is a `waitStep`. */
export type WaitStep = {
  [K in StepName]: Steps[K] extends { kind: 'wait' } ? K : never;
}[StepName];

/** Whether a step is declared as one the server passes by itself. */
export const isWaitStep = (step: StepName): step is WaitStep =>
  REGISTRATION_STEPS[step].kind === 'wait';

/** The steps the server passes by itself, in the journey's order. */
export const WAIT_STEPS: readonly WaitStep[] = STEP_NAMES.filter(isWaitStep);

/** A step where the applicant fills in a form: its declaration is a `formStep`. */
export type FormStep = FormStepName;

/** The declared fields of a form, by their payload (snake_case) names, in the screen's order. */
export type FormFieldsOf<S extends FormStep> = Steps[S]['fields'];

type RulesOf<F> = {
  -readonly [K in keyof F]: F[K] extends { rule: infer R extends v.GenericSchema } ? R : never;
};
type PayloadObjectOf<S extends FormStep> = v.ObjectSchema<RulesOf<FormFieldsOf<S>>, undefined>;

/**
 * A form's payload schema: each field's rule under its key, then the fields' date order
 * (`after`). Typed by the fields' rules; what the order checks adds changes no type.
 */
export type FormSchema<S extends FormStep> = v.GenericSchema<
  v.InferInput<PayloadObjectOf<S>>,
  v.InferOutput<PayloadObjectOf<S>>
>;

/** Whether a step is declared as a form. */
export const isFormStep = (step: StepName): step is FormStep =>
  REGISTRATION_STEPS[step].kind === 'form';

/**
 * The form steps in the order of their declarations: the one list every per-form table is made
 * from (the calls, the machine's form states, the stored drafts, QA's form actions).
 */
export const FORM_STEPS: readonly FormStep[] = STEP_NAMES.filter(isFormStep);

/** Every field some form declares as the applicant's personal data (snake_case names). */
export const PERSONAL_FIELDS: readonly string[] = [
  ...new Set(
    FORM_STEPS.flatMap((step) =>
      Object.entries(formDeclaration(step).fields)
        .filter(([, field]) => field.personal)
        .map(([name]) => name),
    ),
  ),
];

// The forms' personal fields are blanked wherever their values travel (contract/redact.ts):
// registered the moment any code that can hold a form's values loads, which is this module.
addSensitiveKeys(PERSONAL_FIELDS);

/** A form step's declaration, typed as a form (its `kind` says so). */
export function formDeclaration(step: FormStep): FormStepDeclaration {
  const declaration = REGISTRATION_STEPS[step];
  if (declaration.kind !== 'form')
    throw new Error(`${step} is declared as a ${declaration.kind} step`);
  return declaration;
}

/** A form step with the title its screen and page carry (register/$step, login/iin). */
export interface FormAt {
  step: FormStep;
  title: FormStepDeclaration['title'];
}

/** The form step whose screen is at `route` (a path without the locale prefix), if one is. */
export function formAt(route: string): FormAt | undefined {
  const step = FORM_STEPS.find((form) => REGISTRATION_STEPS[form].route === route);
  return step && { step, title: formDeclaration(step).title };
}

type Payload = Record<string, unknown>;

/**
 * A field's date order (`after`): no earlier (or, strictly, later) than another field's date,
 * checked once both dates passed their own rules, reported on the later field.
 */
function dateOrder(key: string, after: NonNullable<FieldDeclaration['after']>) {
  const ordered = v.partialCheck<Payload, [[string], [string]], Payload, Message>(
    [[after.field], [key]],
    (input) => {
      const [earlier, later] = [String(input[after.field]), String(input[key])];
      return after.strictly ? later > earlier : later >= earlier;
    },
    after.message,
  );
  return v.forward<Payload, v.PartialCheckIssue<Payload>, [string]>(ordered, [key]);
}

/**
 * A field left out is told in its own rule's words for "nothing given" ("answer whether you are
 * a resident", "choose a country"); a body that is no object at all, as required.
 */
function missingField(fields: Fields) {
  return (issue: Parameters<typeof required>[0] & { path?: readonly { key?: unknown }[] }) => {
    const key = issue.path?.[0]?.key;
    const rule = typeof key === 'string' ? fields[key]?.rule : undefined;
    const own = rule && v.safeParse(rule, undefined, { lang: issue.lang }).issues?.[0]?.message;
    return own ?? required(issue);
  };
}

function payloadSchema({ fields }: FormStepDeclaration): v.GenericSchema {
  const entries = Object.entries(fields);
  const rules = Object.fromEntries(entries.map(([key, { rule }]) => [key, rule]));
  const orders = entries.flatMap(([key, { after }]) => (after ? [dateOrder(key, after)] : []));
  return v.pipe(v.object(rules, missingField(fields)), ...orders);
}

/**
 * The payload each form's call sends (SPEC.md §3), made from its declared fields. A form holds
 * exactly this payload, under these (snake_case) names, so the schema that checks the form is
 * the one that types the call: what is checked is what is sent. Errors are the one place names
 * change: keyed camelCase, like the server's (SPEC.md §5, `camelCaseKey`).
 */
// Built from the declarations at run time; its type is the fields' rules (FormSchema).
export const FORM_PAYLOADS = recordOf(FORM_STEPS, (step) =>
  payloadSchema(formDeclaration(step)),
) as { readonly [S in FormStep]: FormSchema<S> };

/** Every field of each form's payload, in the screen's order. */
export const FORM_FIELDS: { readonly [S in FormStep]: readonly string[] } = recordOf(
  FORM_STEPS,
  (step) => Object.keys(formDeclaration(step).fields),
);

/** A step_name as code spells it: 'personal_and_passport' → 'personalAndPassport'. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** 'personal_and_passport' → 'personalAndPassport', typed. */
export function camelCaseStep<S extends string>(step: S): CamelCase<S> {
  return step.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()) as CamelCase<S>;
}

/** A value a form holds while it is filled in: a text as typed, a choice, a country's id. */
export type FieldValue = string | number | boolean | null;

/**
 * A form as the applicant fills it in: its fields by payload name, any of them missing or not
 * checked yet (a date half typed). Its step's schema checks it when it is sent.
 */
export type FormDraft = Readonly<Partial<Record<string, FieldValue>>>;

/** A form its schema accepted: the payload the call sends (trimmed, an empty middle name null). */
export type FormPayload<S extends FormStep> = S extends FormStep
  ? v.InferOutput<FormSchema<S>>
  : never;

/**
 * The sample applicant: every form filled in with its fields' declared samples, as its schema
 * produces them. One set that the model, the tests, QA's paths, the studio and the benchmarks
 * share; parsed here, so a sample the rules refuse fails at once, naming the field.
 */
export const SAMPLE_VALUES = Object.fromEntries(
  FORM_STEPS.map((step) => {
    const { fields } = formDeclaration(step);
    const sample = Object.fromEntries(Object.entries(fields).map(([key, f]) => [key, f.sample]));
    return [step, v.parse(FORM_PAYLOADS[step], sample)];
  }),
) as { readonly [S in FormStep]: FormPayload<S> };

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
