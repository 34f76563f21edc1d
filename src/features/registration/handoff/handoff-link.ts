import * as v from 'valibot';
import { PHONE_HINT, phoneSchema } from '../../../../contract';
import { localizePath, type Locale } from '../../../platform/locale';

/**
 * The address the phone opens (issue 33): this site's own /login in the page's language with
 * the applicant's phone as a hint (`{origin}{/kk}/login?phone=7XXXXXXXXXX`), which /login only
 * puts into its phone field. Nothing else: no token, no session, no secret; without a phone
 * number it is /login alone.
 */
export function handoffLink(origin: string, locale: Locale, phone: string | null): string {
  const url = new URL(localizePath('/login', locale), origin);
  if (v.is(phoneSchema, phone)) url.searchParams.set(PHONE_HINT, phone);
  return url.href;
}
