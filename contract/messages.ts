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

export const required = msg('Обязательное поле', 'Міндетті өріс');
