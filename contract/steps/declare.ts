// The shapes a registration step is declared in (registration-steps.ts). A declaration holds
// what only that step knows; every list that used to repeat it (the calls, the machine's form
// states, the route table, drafts, redaction, QA's labels, the studio's journey, the sandbox's
// answer, the sample applicant) is derived from these.
import type * as v from 'valibot';
import type { ruleMessage } from '../messages';

/** A validation message in both languages the server answers in (contract/messages.ts). */
export type Message = ReturnType<typeof ruleMessage>;

/**
 * Words on a screen, as a Lingui message descriptor: `id` names it in the catalogs
 * (locales/{ru,kk}/registration.po), `message` is the Russian source. Each is written after a
 * `/*i18n*\/` mark so `npm run i18n:extract` finds it without a macro: this folder runs in the
 * sandbox and QA's tools too, where no macro is compiled.
 */
export interface Words {
  readonly id: string;
  readonly message: string;
}

/** Where the SPEC.md §4 step sits in the journey: the main line or a scenario's branch. */
export type Branch = 'main' | 'combined' | 'external' | 'livenessFailure' | 'signingFailure';

/**
 * How a field is filled in on the generic form (the app's FormFields):
 * - `name`: a person's name (capitalised words, no spell check);
 * - `email`, `text`: free text, with the browser's `autocomplete` token;
 * - `digits`: a fixed count of digits, masked, with the numeric keyboard;
 * - `date`: дд/мм/гггг, sent as ISO;
 * - `choice`: a radio group of the declared answers;
 * - `country`: a select of GET /rest/registration/countries, preset to the server's default.
 */
export type FieldInput =
  | { readonly input: 'name' | 'email' | 'text'; readonly autocomplete: string }
  | { readonly input: 'digits'; readonly length: number; readonly autocomplete: string }
  | { readonly input: 'date'; readonly autocomplete?: string }
  | {
      readonly input: 'choice';
      readonly choices: readonly Choice[];
      /** The answers side by side (short ones) rather than one under the other. */
      readonly inline?: boolean;
    }
  | { readonly input: 'country' };

export interface Choice {
  readonly value: string | boolean;
  readonly label: Words;
  readonly hint?: Words;
}

/** What the IIN already says about a field (SPEC.md §3 passport payload, issue 13): shown first. */
export type Prefill = 'iinBirthDate' | 'iinSex';

export type FieldDeclaration<TRule extends v.GenericSchema = v.GenericSchema> = FieldInput & {
  /** The value's rule: the payload's schema for this key (contract/fields.ts). */
  readonly rule: TRule;
  readonly label: Words;
  readonly hint?: Words;
  /**
   * The value is the applicant's personal data: blanked by key in telemetry and logs
   * (contract/redact.ts) and masked in /dev/flow.
   */
  readonly personal: boolean;
  readonly prefill?: Prefill;
  /**
   * A date that cannot come before another field's date (issued after birth, valid after
   * issue); `strictly`: not on the same day either. Checked once both dates are valid.
   */
  readonly after?: {
    readonly field: string;
    readonly strictly?: boolean;
    readonly message: Message;
  };
  /**
   * The sample applicant's value (in Latin letters: machines/ and tests carry no screen words),
   * valid for the sandbox's standard scenario: the model, the tests, QA's paths and the
   * benchmarks fill the form with it.
   */
  readonly sample: v.InferInput<TRule>;
};

export type Fields = Readonly<Record<string, FieldDeclaration>>;

interface StepBase {
  /** The screen's path without locale prefix (SPEC.md §2, §4). */
  readonly route: `/${string}`;
  /**
   * The steps the server names next in the flows of SANDBOX.md; the first is the sandbox's own
   * answer to the step's call unless a scenario chooses another.
   */
  readonly next: readonly string[];
  /** The branch of SANDBOX.md the step is on (default: the main line). */
  readonly branch?: Branch;
  /** The sections of SPEC.md the step implements (default: its route, payload and name). */
  readonly spec?: string;
}

/**
 * A step where the applicant fills in a form and sends it with
 * POST /rest/registration/<step_name> (SPEC.md §7), answered with the step response.
 */
export interface FormStepDeclaration<F extends Fields = Fields> extends StepBase {
  readonly kind: 'form';
  /** The screen's h1 and the page title. */
  readonly title: Words;
  readonly lead: Words;
  /** In the order the screen shows them; the payload holds exactly these keys. */
  readonly fields: F;
  /** Groups of the fields under headings of their own (a long form); default: one group. */
  readonly sections?: readonly { readonly title: Words; readonly fields: Fields }[];
}

/** A step the server passes by itself (SANDBOX.md: a few seconds): the applicant waits. */
export interface WaitStepDeclaration extends StepBase {
  readonly kind: 'wait';
  /**
   * The applicant leaves it on another site (the signing page), not the server by itself: the
   * app waits there too, but the sandbox moves on only when that site reports back.
   */
  readonly leftElsewhere?: true;
}

/** A step with a screen of its own (the selfie, a failure, the cabinet): no form call. */
export interface ScreenStepDeclaration extends StepBase {
  readonly kind: 'screen';
}

export type StepDeclaration = FormStepDeclaration | WaitStepDeclaration | ScreenStepDeclaration;

/**
 * A form step; `F` keeps each field's rule (the payload is typed from the declaration) and `N`
 * the names in `next` (a name declared nowhere is a compile error in contract/registration.ts).
 */
export const formStep = <const F extends Fields, const N extends readonly string[]>(
  declaration: Omit<FormStepDeclaration<F>, 'kind' | 'next'> & { readonly next: N },
): FormStepDeclaration<F> & { readonly kind: 'form'; readonly next: N } => ({
  kind: 'form',
  ...declaration,
});

export const waitStep = <const N extends readonly string[]>(
  declaration: Omit<WaitStepDeclaration, 'kind' | 'next'> & { readonly next: N },
): WaitStepDeclaration & { readonly next: N } => ({ kind: 'wait', ...declaration });

export const screenStep = <const N extends readonly string[]>(
  declaration: Omit<ScreenStepDeclaration, 'kind' | 'next'> & { readonly next: N },
): ScreenStepDeclaration & { readonly next: N } => ({ kind: 'screen', ...declaration });

/** A field, with its rule's type kept (the sample is checked against it). */
export const field = <const TRule extends v.GenericSchema>(
  declaration: FieldDeclaration<TRule>,
): FieldDeclaration<TRule> => declaration;
