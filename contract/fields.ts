// Field rules shared by the request payloads. SPEC.md leaves the registration forms' field
// rules "not shown"; these are the smallest rules a lender's backend would enforce.
import * as v from 'valibot';
import { iinBirthDate, isValidIin } from './iin';
import { required, ruleMessage } from './messages';
import { PHONE_PATTERN } from './phone';

/** Whether `value` is `YYYY-MM-DD` naming a day that exists (no 31 February). */
export function isRealIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: that one reads the years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Today on this machine's calendar as `YYYY-MM-DD` (ISO dates compare as strings). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const phoneSchema = v.pipe(
  v.string(required),
  v.regex(
    PHONE_PATTERN,
    ruleMessage(/*i18n*/ { id: 'rule.phone', message: 'Номер телефона: 7 и ещё 10 цифр' }),
  ),
);

/** An id the server gives out (a document, a country, a contract): a whole number from 1. */
export const idSchema = v.pipe(v.number(required), v.integer(required), v.minValue(1, required));

export const smsCodeSchema = v.pipe(
  v.string(required),
  v.regex(/^\d{4}$/, ruleMessage(/*i18n*/ { id: 'rule.smsCode', message: 'Код из SMS: 4 цифры' })),
);

const TWELVE_DIGITS = /^\d{12}$/;

/**
 * The IIN's rules, each in the words that tell the applicant what to fix: the length (with what
 * was typed), the birth date the first seven digits encode, then the check digit. The form
 * shows these before any request; the server's 422 carries the same words. Each rule speaks only
 * when the ones before it hold: one problem at a time, the first one to fix.
 */
export const iinSchema = v.pipe(
  v.string(required),
  v.regex(
    TWELVE_DIGITS,
    ruleMessage<{ lang?: string | undefined; input: unknown }>(
      /*i18n*/ { id: 'rule.iin.length', message: 'ИИН состоит из 12 цифр — введено {typed}' },
      ({ input }) => ({ typed: typeof input === 'string' ? input.length : 0 }),
    ),
  ),
  v.check(
    (iin) => !TWELVE_DIGITS.test(iin) || iinBirthDate(iin) !== null,
    ruleMessage(
      /*i18n*/ {
        id: 'rule.iin.birthDate',
        message:
          'В ИИН первые шесть цифр — дата рождения (ГГММДД), седьмая — век рождения и пол. Проверьте их',
      },
    ),
  ),
  v.check(
    (iin) => !TWELVE_DIGITS.test(iin) || iinBirthDate(iin) === null || isValidIin(iin),
    ruleMessage(
      /*i18n*/ {
        id: 'rule.iin.checkDigit',
        message:
          'Неверная контрольная (последняя) цифра ИИН: в номере опечатка. Сверьте ИИН с удостоверением личности',
      },
    ),
  ),
);

/**
 * Free text (a name, a place, an issuer, an e-mail) is what the applicant can see: it never holds
 * - markup: `<`, `>`;
 * - control characters (U+0000–U+001F, U+007F–U+009F: tab, NUL, line breaks) nor the Unicode
 *   line and paragraph separators (U+2028, U+2029);
 * - invisible marks: every format character (`\p{Cf}`: the zero-width ones U+200B–U+200F,
 *   U+2060–U+2064 and U+FEFF, the bidirectional embeddings, overrides and isolates U+202A–U+202E
 *   and U+2066–U+2069, the soft hyphen U+00AD, …) and every other code point Unicode marks
 *   Default_Ignorable (the variation selectors, the combining grapheme joiner U+034F, the Hangul
 *   fillers U+115F, U+1160, U+3164, U+FFA0, …), and the braille blank U+2800;
 * - lone surrogates and private-use code points (no text at all).
 * Each is how a value smuggles markup, splits a line of a document, or misleads whoever reads
 * it later. A JSON Schema pattern as it is (docs/openapi.json), so other tools apply it too.
 */
export const PLAIN_TEXT =
  /^[^<>\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/** Whether a free-text value holds nothing PLAIN_TEXT refuses. */
export function isPlainText(value: string): boolean {
  return PLAIN_TEXT.test(value);
}

const plainText = v.regex(
  PLAIN_TEXT,
  ruleMessage(
    /*i18n*/ {
      id: 'rule.plainText',
      message: 'Уберите символы < >, переносы строк и невидимые символы',
    },
  ),
);

/** Letters, then letters, plain spaces (U+0020 only), hyphens and apostrophes (' or ’). */
const NAME_PATTERN = /^\p{L}[\p{L} '’-]*$/u;
/** NAME_PATTERN, or nothing at all (a middle name left empty). */
const OPTIONAL_NAME_PATTERN = /^(?:\p{L}[\p{L} '’-]*)?$/u;
const nameMessage = ruleMessage(
  /*i18n*/ { id: 'rule.name', message: 'Только буквы, пробел, дефис и апостроф' },
);
const tooLong = ruleMessage(/*i18n*/ { id: 'rule.maxLength50', message: 'Не длиннее 50 символов' });

// Free text is measured as sent, then trimmed: white space around a value is dropped, never
// counted against the rules that follow (docs/openapi.json states them the same way).

export const nameSchema = v.pipe(
  v.string(required),
  v.maxLength(50, tooLong),
  v.trim(),
  v.nonEmpty(required),
  plainText,
  v.regex(NAME_PATTERN, nameMessage),
);

/** A middle name is optional: absent, null and '' all mean "none" (null). */
export const middleNameSchema = v.nullish(
  v.pipe(
    v.string(required),
    v.maxLength(50, tooLong),
    v.trim(),
    plainText,
    v.regex(OPTIONAL_NAME_PATTERN, nameMessage),
    v.transform((value) => (value === '' ? null : value)),
  ),
  null,
);

/** A free-text field (a place, an authority's name): at most 100 characters, trimmed, plain text. */
export const textSchema = v.pipe(
  v.string(required),
  v.maxLength(
    100,
    ruleMessage(/*i18n*/ { id: 'rule.maxLength100', message: 'Не длиннее 100 символов' }),
  ),
  v.trim(),
  v.nonEmpty(required),
  plainText,
);

/** An e-mail address: the free-text rules, then the address's own shape. */
export const emailSchema = v.pipe(
  textSchema,
  v.email(ruleMessage(/*i18n*/ { id: 'rule.email', message: 'Проверьте адрес электронной почты' })),
);

const isoDateMessage = ruleMessage(
  /*i18n*/ { id: 'rule.isoDate', message: 'Дата в формате ГГГГ-ММ-ДД' },
);

/** A calendar date `YYYY-MM-DD` that exists (JSON Schema: the pattern and `format: date`). */
export const isoDateSchema = v.pipe(
  v.string(required),
  v.regex(/^\d{4}-\d{2}-\d{2}$/u, isoDateMessage),
  v.isoDate(isoDateMessage),
  v.check(isRealIsoDate, isoDateMessage),
);

export const passportNumberSchema = v.pipe(
  v.string(required),
  v.regex(
    /^\d{9}$/,
    ruleMessage(/*i18n*/ { id: 'rule.passportNumber', message: 'Номер документа: 9 цифр' }),
  ),
);
