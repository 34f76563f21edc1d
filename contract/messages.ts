import { i18n, type MessageDescriptor } from '@lingui/core';

/** Languages the server answers validation messages in (`Accept-Language`). */
export type Lang = 'ru' | 'kk';

/** What valibot hands a message function: the parse config's `lang` among the issue's fields. */
interface Issue {
  readonly lang?: string | undefined;
}

/**
 * Reads a message in `lang` through Lingui's one i18n instance. The app parses in the page's
 * language, so nothing changes there; the sandbox answers each request in its own, and the
 * instance goes back to its language at once (message functions are synchronous: nothing else
 * runs meanwhile).
 */
export function inLanguage<T>(lang: string | undefined, read: () => T): T {
  const current = i18n.locale;
  if ((lang !== 'ru' && lang !== 'kk') || lang === current) return read();
  i18n.activate(lang);
  try {
    return read();
  } finally {
    if (current) i18n.activate(current);
  }
}

/**
 * A rule's message, as a valibot message function: a Lingui message descriptor (its words in
 * locales/{ru,kk}/registration.po, each written after a `/*i18n*\/` mark so `npm run
 * i18n:extract` finds it without a macro) read in the `lang` of the parse config
 * (`v.safeParse(schema, input, { lang: 'kk' })`), so one schema serves the form and the
 * sandbox's 422 answers in both languages. `values` fills the message's `{placeholders}`.
 */
export const ruleMessage =
  <Raised extends Issue = Issue>(
    descriptor: MessageDescriptor,
    values?: (issue: Raised) => Record<string, unknown>,
  ) =>
  (issue: Raised): string =>
    inLanguage(issue.lang, () =>
      i18n._(descriptor.id, values?.(issue), { message: descriptor.message }),
    );

/** The issue a field's own rules raise, as valibot hands it to a message function. */
interface FieldIssue extends Issue {
  readonly input: unknown;
  readonly type: string;
  readonly expected: string | null;
  readonly requirement?: unknown;
}

const missing = ruleMessage(/*i18n*/ { id: 'rule.required', message: 'Обязательное поле' });

/** What a value of the wrong JSON type must be instead, by the valibot schema that refused it. */
const MUST_BE: Record<string, (issue: Issue) => string> = {
  string: ruleMessage(/*i18n*/ { id: 'rule.mustBe.string', message: 'Должно быть строкой' }),
  number: ruleMessage(/*i18n*/ { id: 'rule.mustBe.number', message: 'Должно быть числом' }),
  boolean: ruleMessage(
    /*i18n*/ { id: 'rule.mustBe.boolean', message: 'Должно быть true или false' },
  ),
  array: ruleMessage(/*i18n*/ { id: 'rule.mustBe.array', message: 'Должно быть списком' }),
  object: ruleMessage(/*i18n*/ { id: 'rule.mustBe.object', message: 'Должно быть объектом JSON' }),
  record: ruleMessage(/*i18n*/ { id: 'rule.mustBe.object', message: 'Должно быть объектом JSON' }),
  integer: ruleMessage(/*i18n*/ { id: 'rule.mustBe.integer', message: 'Должно быть целым числом' }),
  finite: ruleMessage(
    /*i18n*/ { id: 'rule.mustBe.finite', message: 'Должно быть конечным числом' },
  ),
};

const atLeast = ruleMessage<FieldIssue>(
  /*i18n*/ { id: 'rule.atLeast', message: 'Должно быть не меньше {requirement}' },
  (issue) => ({ requirement: String(issue.requirement) }),
);
const oneOf = ruleMessage<FieldIssue>(
  /*i18n*/ { id: 'rule.oneOf', message: 'Допустимые значения: {expected}' },
  (issue) => ({ expected: issue.expected }),
);

/**
 * The message of a field's basic rules (its JSON type, a whole number, a lower bound, not
 * empty): «Обязательное поле» when the value is absent, null or blank, otherwise what it must be
 * («Должно быть числом» for a string where a number goes, «Должно быть не меньше 1» for -1), so
 * a caller is never told to fill in a field they did fill in.
 */
export const required = (issue: FieldIssue): string => {
  const { input, type, expected, requirement } = issue;
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
    return missing(issue);
  }
  if (type === 'min_value' && typeof requirement === 'number') return atLeast(issue);
  if (type === 'picklist' && expected) return oneOf(issue);
  return (MUST_BE[type] ?? missing)(issue);
};
