/** Languages the server answers validation messages in (`Accept-Language`). */
export type Lang = 'ru' | 'kk';

/**
 * A message in both languages the server answers in, Russian unless `lang` is `kk`. As a valibot
 * schema's message it follows the `lang` of the parse config (`v.safeParse(schema, input,
 * { lang: 'kk' })`), so one schema serves the sandbox's 422 answers in both languages; the
 * sandbox's own messages are written the same way.
 */
export const msg =
  (ru: string, kk: string) =>
  ({ lang }: { lang?: string | undefined }): string =>
    lang === 'kk' ? kk : ru;

const missing = msg('Обязательное поле', 'Міндетті өріс');

/** What a value of the wrong JSON type must be instead, by the valibot schema that refused it. */
const MUST_BE: Record<string, (issue: { lang?: string | undefined }) => string> = {
  string: msg('Должно быть строкой', 'Мәтін болуы керек'),
  number: msg('Должно быть числом', 'Сан болуы керек'),
  boolean: msg('Должно быть true или false', 'true немесе false болуы керек'),
  array: msg('Должно быть списком', 'Тізім болуы керек'),
  object: msg('Должно быть объектом JSON', 'JSON нысаны болуы керек'),
  record: msg('Должно быть объектом JSON', 'JSON нысаны болуы керек'),
  integer: msg('Должно быть целым числом', 'Бүтін сан болуы керек'),
  finite: msg('Должно быть конечным числом', 'Шекті сан болуы керек'),
};

/** The issue a field's own rules raise, as valibot hands it to a message function. */
interface FieldIssue {
  readonly lang?: string | undefined;
  readonly input: unknown;
  readonly type: string;
  readonly expected: string | null;
  readonly requirement?: unknown;
}

/**
 * The message of a field's basic rules (its JSON type, a whole number, a lower bound, not
 * empty): «Обязательное поле» when the value is absent, null or blank, otherwise what it must be
 * («Должно быть числом» for a string where a number goes, «Должно быть не меньше 1» for -1), so
 * a caller is never told to fill in a field they did fill in.
 */
export const required = (issue: FieldIssue): string => {
  const { input, type, expected, requirement, lang } = issue;
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
    return missing(issue);
  }
  if (type === 'min_value' && typeof requirement === 'number') {
    return lang === 'kk'
      ? `Кемінде ${requirement} болуы керек`
      : `Должно быть не меньше ${requirement}`;
  }
  if (type === 'picklist' && expected) {
    return lang === 'kk'
      ? `Рұқсат етілген мәндер: ${expected}`
      : `Допустимые значения: ${expected}`;
  }
  return (MUST_BE[type] ?? missing)(issue);
};
