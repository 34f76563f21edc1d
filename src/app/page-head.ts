// What the head of the router's current page says: the route's title, the page's description,
// the site origin setting, and whether search engines may list it. The build writes it into the
// prerendered file (entry-server.tsx), the browser applies it after each client navigation
// (navigation.ts): the same data both ways.
import type { MessageDescriptor } from '@lingui/core';
import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import { isRegistrationPath } from '../features/registration/step-guard';
import { appConfig } from '../platform/config';
import { pageHead, type PageHead } from '../platform/head';
import { i18n, loadCatalog } from '../platform/i18n';
import { localeFromPath, stripLocale } from '../platform/locale';
import { DEFAULT_DESCRIPTION, NOT_FOUND_TITLE, PAGE_DESCRIPTIONS } from './head/descriptions';

/**
 * The public pages of SPEC §2 (path without locale prefix): prerendered with their content,
 * listed in the sitemap. Login and registration screens depend on the applicant; the QA tools
 * and the redesign preview are not for visitors.
 */
export function isPublicPage(path: string): boolean {
  return !isRegistrationPath(path) && !path.startsWith('/dev/') && path !== '/new-index';
}

function isNotFound(router: AnyRouter): boolean {
  return router.state.matches.some((match) => match.status === 'notFound' || match._notFound);
}

/** The head of a page: its path (locale prefix included) and its route's title. */
export async function pageHeadFor(
  path: string,
  title: MessageDescriptor | undefined,
  { notFound = false } = {},
): Promise<PageHead> {
  const lang = localeFromPath(path);
  await loadCatalog('head', lang);
  const bare = stripLocale(path);
  return pageHead({
    path,
    lang,
    title: notFound ? i18n._(NOT_FOUND_TITLE) : title && i18n._(title),
    description: i18n._(PAGE_DESCRIPTIONS[bare] ?? DEFAULT_DESCRIPTION),
    brand: appConfig.brand,
    origin: appConfig.siteOrigin,
    indexable: !notFound && isPublicPage(bare),
  });
}

/** The title a route gives its page (static data, see static-data.d.ts). */
export function routeTitle(route: AnyRoute | undefined): MessageDescriptor | undefined {
  return route?.options.staticData?.title;
}

const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string';

/** The title a loader found for its page: a form step's, from its declaration (loader.ts). */
function loadedTitle(data: unknown): MessageDescriptor | undefined {
  return typeof data === 'object' && data !== null && 'title' in data && isDescriptor(data.title)
    ? data.title
    : undefined;
}

/** The head of the page the router has loaded (its locale's messages active). */
export function headOfPage(router: AnyRouter): Promise<PageHead> {
  const leaf = router.state.matches.at(-1);
  const routes = router.routesById as Record<string, AnyRoute>;
  const title = routeTitle(leaf && routes[leaf.routeId]) ?? loadedTitle(leaf?.loaderData);
  return pageHeadFor(router.state.location.pathname, title, { notFound: isNotFound(router) });
}
