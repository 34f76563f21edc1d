// Field rules shared by the request payloads. SPEC.md leaves the registration forms' field
// rules "not shown"; these are the smallest rules a lender's backend would enforce.
import * as v from 'valibot';
import { isValidIin } from './iin';
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

export const iinSchema = v.pipe(
  v.string(required),
  v.regex(/^\d{12}$/, msg('ИИН состоит из 12 цифр', 'ЖСН 12 саннан тұрады')),
  v.check(
    isValidIin,
    msg(
      'ИИН недействителен: проверьте цифры (не сходится контрольная цифра или дата рождения)',
      'ЖСН жарамсыз: сандарды тексеріңіз (бақылау саны немесе туған күні сәйкес емес)',
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
