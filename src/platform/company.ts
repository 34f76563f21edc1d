// The lender's facts, compiled in from the COMPANY_FILE the build checked (company-schema.ts).
// Only the pages that show them import this; config.ts has the few every page needs.
import type { Company, Localized } from './company-schema';
import type { Locale } from './locale';

declare const __COMPANY__: Company;

export const company: Company = __COMPANY__;

/** The text of a company fact in the page's language. */
export function inLocale(text: Localized, locale: Locale): string {
  return text[locale];
}
