import { PHONE_PATTERN } from '../../../../contract/phone';
import { localizePath, type Locale } from '../../../platform/locale';

/**
 * The phone hint of a /login address (issue 33): the applicant's own number, so the phone that
 * opens the link from the computer's QR code finds it typed in. Only a hint: the phone form
 * shows it and the applicant sends it, with the SMS code, as on any login.
 */
export const PHONE_HINT = 'phone';

/**
 * /login's search once validated: the hint, or nothing. The others are not /login's to judge
 * (the marketing parameters of SPEC.md §3, the calculator's amount) and pass as they came.
 */
export interface LoginSearch {
  /** The number as the router reads a query of digits (and writes it back unchanged). */
  phone?: number | undefined;
  [other: string]: unknown;
}

/**
 * The hint as the contract's phone rule (SPEC.md §5: 7 and ten digits), or undefined for
 * anything else: a wrong, partial or hostile value is dropped without a word, never shown.
 */
export function phoneHintOf(value: unknown): string | undefined {
  const text =
    typeof value === 'number' && Number.isSafeInteger(value)
      ? String(value)
      : typeof value === 'string'
        ? value
        : undefined;
  return text !== undefined && PHONE_PATTERN.test(text) ? text : undefined;
}

/**
 * /login's validateSearch: the hint is kept only when it is a phone number; `phone: undefined`
 * drops any other value from the address (the router writes the validated search back). Other
 * parameters (the marketing ones of SPEC.md §3) stay as they are.
 */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const hint = phoneHintOf(search[PHONE_HINT]);
  return { ...search, phone: hint === undefined ? undefined : Number(hint) };
}

/**
 * The address the phone opens: this site's own /login in the page's language with the phone
 * hint (`{origin}{/kk}/login?phone=7XXXXXXXXXX`). Nothing else: no token, no session, no
 * secret; without a phone number it is /login alone.
 */
export function handoffLink(origin: string, locale: Locale, phone: string | null): string {
  const url = new URL(localizePath('/login', locale), origin);
  const hint = phoneHintOf(phone);
  if (hint !== undefined) url.searchParams.set(PHONE_HINT, hint);
  return url.href;
}
