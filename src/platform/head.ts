// A page's <head> as plain data (SPEC §2 page metadata, issue 15): one function decides the
// tags, the build writes them into each prerendered file (headTags) and the browser applies the
// same data after every client navigation (meta.ts). No DOM here, so the build can run it.
import type { Company } from './company-schema';
import { localizePath, stripLocale, type Locale } from './locale';

export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

export interface Alternate {
  hreflang: 'ru' | 'kk' | 'x-default';
  href: string;
}

export interface PageHead {
  lang: Locale;
  /** The document title, brand included. */
  title: string;
  description: string;
  /** Absent on pages kept out of search results (registration, 404). */
  canonical?: string;
  alternates: Alternate[];
  /** `noindex` for pages kept out of search results. */
  robots?: 'noindex';
  og: {
    type: 'website';
    siteName: string;
    title: string;
    description: string;
    url?: string;
    locale: 'ru_KZ' | 'kk_KZ';
    image: string;
    imageWidth: number;
    imageHeight: number;
  };
  twitterCard: 'summary_large_image';
}

export interface PageHeadInput {
  /** The path as the router resolved it, locale prefix included, no query. */
  path: string;
  lang: Locale;
  /** The page's own title, without the brand; pages without one are titled with the brand. */
  title?: string | undefined;
  description: string;
  brand: string;
  /** The site's origin (the VITE_SITE_ORIGIN setting), no trailing slash. */
  origin: string;
  /** False for pages search engines should not list. */
  indexable: boolean;
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}

export function pageHead(input: PageHeadInput): PageHead {
  const { path, lang, brand, origin, indexable, description } = input;
  const title = input.title ? `${input.title} — ${brand}` : brand;
  const bare = stripLocale(path);
  const canonical = indexable ? absoluteUrl(origin, path) : undefined;
  const alternates: Alternate[] = indexable
    ? [
        { hreflang: 'ru', href: absoluteUrl(origin, localizePath(bare, 'ru')) },
        { hreflang: 'kk', href: absoluteUrl(origin, localizePath(bare, 'kk')) },
        { hreflang: 'x-default', href: absoluteUrl(origin, localizePath(bare, 'ru')) },
      ]
    : [];
  return {
    lang,
    title,
    description,
    ...(canonical && { canonical }),
    alternates,
    ...(!indexable && { robots: 'noindex' as const }),
    og: {
      type: 'website',
      siteName: brand,
      title,
      description,
      ...(canonical && { url: canonical }),
      locale: lang === 'kk' ? 'kk_KZ' : 'ru_KZ',
      image: absoluteUrl(origin, SHARE_IMAGE.path),
      imageWidth: SHARE_IMAGE.width,
      imageHeight: SHARE_IMAGE.height,
    },
    twitterCard: 'summary_large_image',
  };
}

/** One <meta> or <link> of a head, as attribute pairs in the order they are written. */
export type HeadTag = ['meta' | 'link', [name: string, value: string][]];

/** The tags of a head besides <title>, in document order. */
export function headTagList(head: PageHead): HeadTag[] {
  const meta = (key: 'name' | 'property', name: string, content: string | number): HeadTag => [
    'meta',
    [
      [key, name],
      ['content', String(content)],
    ],
  ];
  const { og } = head;
  return [
    meta('name', 'description', head.description),
    ...(head.robots
      ? [
          meta('name', 'robots', head.robots),
          // Search engines keep the page out of their results; the web archive may keep a copy
          // of it. Lighthouse counts a page as blocked from indexing only when every crawler it
          // knows is, so its SEO score on /login is 100 with the noindex (docs/deploy.md).
          meta('name', 'archive.org_bot', 'index'),
        ]
      : []),
    ...(head.canonical
      ? [
          [
            'link',
            [
              ['rel', 'canonical'],
              ['href', head.canonical],
            ],
          ] satisfies HeadTag,
        ]
      : []),
    ...head.alternates.map(({ hreflang, href }): HeadTag => [
      'link',
      [
        ['rel', 'alternate'],
        ['hreflang', hreflang],
        ['href', href],
      ],
    ]),
    meta('property', 'og:type', og.type),
    meta('property', 'og:site_name', og.siteName),
    meta('property', 'og:title', og.title),
    meta('property', 'og:description', og.description),
    ...(og.url ? [meta('property', 'og:url', og.url)] : []),
    meta('property', 'og:locale', og.locale),
    meta('property', 'og:image', og.image),
    meta('property', 'og:image:width', og.imageWidth),
    meta('property', 'og:image:height', og.imageHeight),
    meta('name', 'twitter:card', head.twitterCard),
  ];
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The head as HTML, for the prerendered files: <title> and every tag of headTagList. */
export function headTags(head: PageHead): string {
  const tags = headTagList(head).map(
    ([name, attributes]) =>
      `<${name} ${attributes.map(([key, value]) => `${key}="${escapeHtml(value)}"`).join(' ')} />`,
  );
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags].join('\n    ');
}

/**
 * The organisation behind the site as schema.org JSON-LD (a FinancialService), from the
 * company's facts: the home page carries it for search engines.
 */
export function organizationJsonLd(company: Company, origin: string, lang: Locale): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    name: company.legalName[lang],
    url: absoluteUrl(origin, localizePath('/', lang)),
    logo: absoluteUrl(origin, '/favicon.svg'),
    image: absoluteUrl(origin, SHARE_IMAGE.path),
    telephone: company.phone,
    email: company.email,
    taxID: company.bin,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.officeAddress[lang],
      addressCountry: 'KZ',
    },
    sameAs: Object.values(company.social),
  };
  // `<` escaped: the block must not be able to close its <script> element.
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
