// Field rules shared by the request payloads. SPEC.md leaves the registration forms' field
// rules "not shown"; these are the smallest rules a lender's backend would enforce.
import * as v from 'valibot';
import { iinBirthDate, isValidIin } from './iin';
import { msg, required } from './messages';

/** Whether `value` is `YYYY-MM-DD` naming a day that exists (no 31 February). */
export function isRealIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
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
    /^7\d{10}$/,
    msg('Номер телефона: 7 и ещё 10 цифр', 'Телефон нөмірі: 7 және тағы 10 сан'),
  ),
);

export const smsCodeSchema = v.pipe(
  v.string(required),
  v.regex(/^\d{4}$/, msg('Код из SMS: 4 цифры', 'SMS коды: 4 сан')),
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
  v.regex(TWELVE_DIGITS, ({ lang, input }: { lang?: string | undefined; input: unknown }) => {
    const typed = typeof input === 'string' ? input.length : 0;
    return lang === 'kk'
      ? `ЖСН 12 саннан тұрады — ${typed} сан енгізілді`
      : `ИИН состоит из 12 цифр — введено ${typed}`;
  }),
  v.check(
    (iin) => !TWELVE_DIGITS.test(iin) || iinBirthDate(iin) !== null,
    msg(
      'В ИИН первые шесть цифр — дата рождения (ГГММДД), седьмая — век рождения и пол. Проверьте их',
      'ЖСН-нің алғашқы алты саны — туған күніңіз (ЖЖААКК), жетіншісі — туған ғасыр мен жыныс. Оларды тексеріңіз',
    ),
  ),
  v.check(
    (iin) => !TWELVE_DIGITS.test(iin) || iinBirthDate(iin) === null || isValidIin(iin),
    msg(
      'Неверная контрольная (последняя) цифра ИИН: в номере опечатка. Сверьте ИИН с удостоверением личности',
      'ЖСН-нің бақылау (соңғы) саны қате: нөмірде қате басылған сан бар. ЖСН-ді жеке куәлікпен салыстырыңыз',
    ),
  ),
);

/**
 * What no free-text field may hold: markup (`<`, `>`), control characters (tab, line breaks,
 * NUL, …) and the invisible marks that reorder text (bidirectional overrides and isolates).
 * None is ever part of a name, a place, an issuer or an address; each is how a value smuggles
 * markup or misleads whoever reads it later.
 */
const UNSAFE_TEXT = /[<>\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** Whether a free-text value is free of markup and control characters (UNSAFE_TEXT). */
export function isPlainText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

const plainText = v.check(
  isPlainText,
  msg(
    'Уберите символы < > и невидимые управляющие символы',
    '< > таңбаларын және көрінбейтін басқару таңбаларын алып тастаңыз',
  ),
);

const NAME_PATTERN = /^\p{L}[\p{L}\s'-]*$/u;
const nameMessage = msg(
  'Только буквы, пробел, дефис и апостроф',
  'Тек әріптер, бос орын, дефис және апостроф',
);
const tooLong = msg('Не длиннее 50 символов', '50 таңбадан аспауы керек');

export const nameSchema = v.pipe(
  v.string(required),
  v.trim(),
  v.nonEmpty(required),
  plainText,
  v.maxLength(50, tooLong),
  v.regex(NAME_PATTERN, nameMessage),
);

/** A middle name is optional: absent, null and '' all mean "none" (null). */
export const middleNameSchema = v.nullish(
  v.pipe(
    v.string(nameMessage),
    v.trim(),
    plainText,
    v.maxLength(50, tooLong),
    v.check((value) => value === '' || NAME_PATTERN.test(value), nameMessage),
    v.transform((value) => (value === '' ? null : value)),
  ),
  null,
);

/** A free-text field (birthplace, issuer): trimmed, plain text, at most 100 characters. */
export const textSchema = v.pipe(
  v.string(required),
  v.trim(),
  v.nonEmpty(required),
  plainText,
  v.maxLength(100, msg('Не длиннее 100 символов', '100 таңбадан аспауы керек')),
);

/** An e-mail address: the free-text rules, then the address's own shape. */
export const emailSchema = v.pipe(
  textSchema,
  v.email(msg('Проверьте адрес электронной почты', 'Электрондық пошта мекенжайын тексеріңіз')),
);

export const isoDateSchema = v.pipe(
  v.string(required),
  v.check(isRealIsoDate, msg('Дата в формате ГГГГ-ММ-ДД', 'Күні ЖЖЖЖ-АА-КК пішімінде')),
);

export const passportNumberSchema = v.pipe(
  v.string(required),
  v.regex(/^\d{9}$/, msg('Номер документа: 9 цифр', 'Құжат нөмірі: 9 сан')),
);
