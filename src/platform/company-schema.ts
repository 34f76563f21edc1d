// The lender's facts (legal name, registration, licence, bank, addresses, contacts, social and
// media links) are deployment content, not code: the build reads them from the JSON file named
// by the COMPANY_FILE setting, checks them with this schema and compiles them in
// (src/platform/company.ts). Texts that differ by language carry both.
import * as v from 'valibot';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty('missing'));
const localized = v.object({ ru: text, kk: text });
const link = v.pipe(text, v.url('must be an absolute URL'));
const isoDate = v.pipe(text, v.isoDate('must be a date as YYYY-MM-DD'));

export const companySchema = v.object({
  /** The product brand: the logo's text, every page title, the share tags and the site name. */
  brand: text,
  /** As registered, e.g. ТОО «Микрофинансовая организация «…». */
  legalName: localized,
  /** Where and in which year the company was registered (the about page). */
  founded: v.object({
    year: v.pipe(v.number(), v.integer('must be a whole year'), v.minValue(1991), v.maxValue(2100)),
    city: localized,
  }),
  bin: v.pipe(text, v.regex(/^\d{12}$/, 'must be 12 digits')),
  licence: v.object({ number: text, issued: isoDate }),
  bank: v.object({
    name: localized,
    iban: v.pipe(text, v.regex(/^KZ\d{2}[A-Z0-9]{16}$/, 'must be a Kazakh IBAN (KZ + 18)')),
    bic: v.pipe(text, v.regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'must be a BIC')),
    /** Beneficiary code (КБе). */
    kbe: v.pipe(text, v.regex(/^\d{2}$/, 'must be two digits')),
  }),
  /** The registered office, with postcode. */
  legalAddress: localized,
  /** The head office as visitors find it. */
  officeAddress: localized,
  /** Opening hours as shown, in both languages: the contact centre's and the offices'. */
  hours: v.object({ contactCentre: localized, offices: localized }),
  /** Support phone as shown, e.g. +7 (727) 000-00-00. */
  phone: v.pipe(text, v.regex(/^\+7[\d ()-]{10,}$/, 'must be a +7 phone number')),
  email: v.pipe(text, v.email('must be an e-mail address')),
  /** Debt-collection department, reached through a messaging app. */
  collectionChat: link,
  /** The company's vacancies page, where the /vakansii address leads (route-rules.json). */
  careers: v.optional(link),
  /**
   * The share image (SPEC §2: 1200×630 PNG) shown with links to the site, a path relative to
   * this file; the build publishes it as /og-image.png.
   */
  shareImage: v.pipe(text, v.regex(/\.png$/i, 'must name a .png file')),
  /** The domain borrowers should see in the address bar. */
  domain: v.pipe(text, v.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain name')),
  social: v.object({ instagram: link, facebook: link, vk: link, telegram: link }),
  branches: v.array(v.object({ city: localized, address: localized })),
  media: v.array(
    v.object({
      date: isoDate,
      outlet: localized,
      title: localized,
      summary: localized,
      url: v.optional(link),
    }),
  ),
});

export type Company = v.InferOutput<typeof companySchema>;
export type Localized = Company['legalName'];

/** The facts every page shows, compiled in apart from the rest (src/platform/config.ts). */
export type CompanyBrief = Pick<
  Company,
  'brand' | 'phone' | 'email' | 'collectionChat' | 'social'
> & {
  licenceNumber: string;
};
