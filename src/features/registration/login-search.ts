import { PHONE_HINT, PHONE_PATTERN } from '../../../contract/phone';

/**
 * /login's search once validated: the phone hint, or nothing. The others are not /login's to
 * judge (the marketing parameters of SPEC.md §3, the calculator's amount) and pass as they came.
 */
export interface LoginSearch {
  /** The number as the router reads a query of digits (and writes it back unchanged). */
  phone?: number | undefined;
  [other: string]: unknown;
}

/**
 * /login's validateSearch (issue 33): the phone hint of a link opened from a computer's QR code
 * is kept only when it is a phone number by the contract's rule (SPEC.md §5: 7 and ten digits);
 * anything else is dropped without a word (`phone: undefined`: the router writes the validated
 * search back, so the address loses it too). The hint only ever fills the phone field.
 */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  // The router reads a query of digits as a number; anything else stringifies to a non-phone.
  const hint = String(search[PHONE_HINT]);
  return { ...search, [PHONE_HINT]: PHONE_PATTERN.test(hint) ? Number(hint) : undefined };
}
