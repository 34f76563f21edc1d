import type { Lang } from './messages';

const RANGE = String.raw`(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)`;
const WEIGHT = String.raw`(?:[ \t]*;[ \t]*[qQ]=(?:0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?))`;
const ITEM = `${RANGE}${WEIGHT}?`;

/**
 * An Accept-Language header as RFC 9110 §12.5.4 writes it and browsers send it
 * (`ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7`), the app's backend codes (`ru`, `kz`) among them:
 * language ranges, each with an optional weight, separated by commas. docs/openapi.json gives
 * it as the header's pattern; the server answers 400 to a header that does not match.
 */
export const ACCEPT_LANGUAGE = new RegExp(
  String.raw`^[ \t]*(?:${ITEM})?(?:[ \t]*,[ \t]*(?:${ITEM})?)*[ \t]*$`,
);

/**
 * The language of the answer's messages: the most preferred of Russian and Kazakh (`kk`, or
 * `kz`, the backend code of SPEC.md §9) in a well-formed header; Russian when it names neither.
 */
export function preferredLang(header: string | undefined): Lang {
  let best: { lang: Lang; q: number } | null = null;
  if (!header || !ACCEPT_LANGUAGE.test(header)) return 'ru';
  for (const item of header.split(',')) {
    const [range = '', weight] = item.split(';').map((part) => part.trim().toLowerCase());
    const primary = range.split('-')[0];
    const lang = primary === 'ru' ? 'ru' : primary === 'kk' || primary === 'kz' ? 'kk' : null;
    const q = weight === undefined ? 1 : Number(weight.slice('q='.length));
    if (lang && q > 0 && (!best || q > best.q)) best = { lang, q };
  }
  return best?.lang ?? 'ru';
}
