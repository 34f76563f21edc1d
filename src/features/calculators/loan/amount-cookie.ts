import { getCookie, setCookie } from '../../../platform/cookies';

/** SPEC §9: the calculator's amount survives a day (86 400 s), so a returning visitor sees it. */
export const AMOUNT_COOKIE = 'calculator_amount';
const AMOUNT_COOKIE_MAX_AGE = 86_400;

export function readAmountCookie(): number | undefined {
  const stored = Number(getCookie(AMOUNT_COOKIE));
  return Number.isFinite(stored) && stored > 0 ? stored : undefined;
}

export function writeAmountCookie(amount: number): void {
  setCookie(AMOUNT_COOKIE, String(amount), { maxAge: AMOUNT_COOKIE_MAX_AGE });
}
