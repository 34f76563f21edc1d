import type { BaseIssue } from 'valibot';

/** Languages the server answers validation messages in (`Accept-Language`). */
export type Lang = 'ru' | 'kk';

/**
 * A bilingual message for a valibot schema: the text follows the `lang` of the parse config
 * (`v.safeParse(schema, input, { lang: 'kk' })`), Russian otherwise, so one schema serves the
 * sandbox's 422 answers in both languages.
 */
export const msg =
  (ru: string, kk: string) =>
  (issue: BaseIssue<unknown>): string =>
    issue.lang === 'kk' ? kk : ru;

export const required = msg('Обязательное поле', 'Міндетті өріс');
