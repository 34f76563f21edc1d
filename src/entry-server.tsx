// The prerendering entry (issue 15): `vite build` compiles it for Node into .prerender/ and the
// build runs it once per page (scripts/build/prerender.ts); it never reaches a browser. Each
// public page is rendered by TanStack Router's own SSR handler with a memory history and
// React's server renderer, inside Lingui's provider with the URL's language active. Login and
// registration screens depend on the applicant: they get their head (language, title, noindex)
// and are rendered by the browser.
import { formAt } from '../contract';
import { LanguageProvider } from './ui/LanguageProvider';
import {
  createRequestHandler,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import { headOfPage, isPublicPage, pageHeadFor, routeTitle } from './app/page-head';
import { createAppRouter } from './app/router';
import { NO_REGISTRATION } from './features/registration/gate';
import { company } from './platform/company';
import { appConfig } from './platform/config';
import { headTags, organizationJsonLd, type PageHead } from './platform/head';
import { activateLocale, i18n, loadCatalog } from './platform/i18n';
import { localeFromPath, localizePath, stripLocale, type Locale } from './platform/locale';

export interface PrerenderedPage {
  /** The answer the page is: 200, or 404 for the not-found pages. */
  status: number;
  lang: Locale;
  head: PageHead;
  /** <title> and the head's tags, as HTML. */
  headHtml: string;
  /** schema.org JSON-LD naming the organisation (the home page). */
  jsonLd?: string;
  /** The app's HTML inside #root; empty for a head-only page the browser renders. */
  markup: string;
  /**
   * Whether the app hydrates `markup` (a public page, whole), or renders over it (the preview
   * of a login screen, a not-found page shown at any address).
   */
  hydrate: boolean;
  /** Route ids of the rendered page, outermost first: their chunks and stylesheets. */
  routeIds: string[];
}

/**
 * The app's markup alone. TanStack's handler adds its router state as inline scripts (the CSP
 * allows none, and the browser loads the router itself before hydrating); React adds preload
 * links for images, which the page's own <img> elements make the browser fetch anyway.
 */
function appMarkup(html: string): string {
  return html
    .replace(/^<!DOCTYPE html>/i, '')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link rel="preload"[^>]*\/>/g, '');
}

/**
 * Screens the browser renders whose HTML shows a preview of their first state, so a phone has
 * something to read while the app loads (registrationScreen's Preview): the login form.
 */
const PREVIEWED_SCREENS = new Set(['/login']);

async function render(path: string, { hydrate }: { hydrate: boolean }): Promise<PrerenderedPage> {
  let head: PageHead | undefined;
  let routeIds: string[] = [];
  const handler = createRequestHandler({
    request: new Request(new URL(path, appConfig.siteOrigin)),
    createRouter: () => createAppRouter({ registration: () => NO_REGISTRATION }),
  });
  const response = await handler(async ({ router, responseHeaders }) => {
    head = await headOfPage(router);
    // The routes shown: up to the one that found no page, whose not-found page is rendered.
    const matches = router.state.matches;
    const shown = matches.findIndex((match) => match.status === 'notFound' || match._notFound);
    routeIds = matches.slice(0, shown < 0 ? undefined : shown + 1).map((match) => match.routeId);
    return renderRouterToString({
      router,
      responseHeaders,
      children: (
        <LanguageProvider i18n={i18n}>
          <RouterServer router={router} />
        </LanguageProvider>
      ),
    });
  });
  if (!head) throw new Error(`prerender ${path}: the router answered ${response.status}`);
  const markup = appMarkup(await response.text());
  // React renders a component that threw or suspended as an empty client-rendered boundary and
  // says nothing: the page would be blank until its JavaScript ran.
  if (/<!--\$[!?]-->/.test(markup)) {
    throw new Error(`prerender ${path}: a part of the page could not be rendered on the server`);
  }
  const lang = localeFromPath(path);
  return {
    status: response.status,
    lang,
    head,
    headHtml: headTags(head),
    ...(stripLocale(path) === '/' &&
      response.status === 200 && {
        jsonLd: organizationJsonLd(company, appConfig.siteOrigin, lang),
      }),
    markup,
    hydrate,
    routeIds,
  };
}

/**
 * A page of the app in HTML: the content of a public page, the preview of a login screen, the
 * head of any other.
 */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const bare = stripLocale(path);
  if (isPublicPage(bare)) return render(path, { hydrate: true });
  if (PREVIEWED_SCREENS.has(bare)) return render(path, { hydrate: false });
  const lang = localeFromPath(path);
  await activateLocale(lang);
  const [routes, , route] = createAppRouter({
    registration: () => NO_REGISTRATION,
  }).getMatchedRoutes(path);
  // A form step's page (register/$step) takes its title from the step's declaration.
  await loadCatalog('registration', lang);
  const head = await pageHeadFor(path, routeTitle(route) ?? formAt(bare)?.title);
  const routeIds = routes.map((matched) => matched.id);
  const markup = '';
  return { status: 200, lang, head, headHtml: headTags(head), markup, hydrate: false, routeIds };
}

/** The not-found page in a language, as served for any unknown path. */
export function prerenderNotFound(lang: Locale): Promise<PrerenderedPage> {
  return render(localizePath('/404', lang), { hydrate: false });
}
