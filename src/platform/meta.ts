import { appConfig } from './config';
import type { Locale } from './locale';

export interface PageMeta {
  /** The page's own heading; the home page passes none and shows just the brand. */
  title?: string;
  locale: Locale;
  /** Path without query or hash, as the router resolved it. */
  path: string;
  origin?: string;
}

export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

function upsert(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

function metaTag(key: 'property' | 'name', name: string, content: string) {
  upsert(
    `meta[${key}="${name}"]`,
    () => {
      const meta = document.createElement('meta');
      meta.setAttribute(key, name);
      return meta;
    },
    'content',
    content,
  );
}

export function canonicalUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/** Canonical, open-graph and twitter tags of SPEC §2; title and site name are the brand. */
export function applyPageMeta({ title, locale, path, origin = location.origin }: PageMeta): void {
  const brand = appConfig.brand;
  document.title = title ? `${title} — ${brand}` : brand;
  const canonical = canonicalUrl(origin, path);
  upsert(
    'link[rel="canonical"]',
    () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    },
    'href',
    canonical,
  );
  metaTag('property', 'og:locale', locale === 'kk' ? 'kk_KZ' : 'ru_KZ');
  metaTag('property', 'og:type', 'website');
  metaTag('property', 'og:title', brand);
  metaTag('property', 'og:site_name', brand);
  metaTag('property', 'og:url', canonical);
  metaTag('property', 'og:image', new URL(SHARE_IMAGE.path, origin).href);
  metaTag('property', 'og:image:width', String(SHARE_IMAGE.width));
  metaTag('property', 'og:image:height', String(SHARE_IMAGE.height));
  metaTag('name', 'twitter:card', 'summary_large_image');
}
