import type { AnyRouter } from '@tanstack/react-router';
import { appConfig } from '../platform/config';
import { localeFromPath, routeName } from '../platform/locale';
import {
  afterPaint,
  applyNavigationDecision,
  createNavigationChecks,
  standardNavigationChecks,
  type NavigationContext,
} from '../platform/navigation';
import { limitConcurrency } from '../platform/preload-limit';
import { appReady } from '../platform/ready';
import type { UtmSendDeps } from '../platform/utm';
import type { UtmBulkPayload } from '../../contract';
import { markClientNavigation } from '../ui/focus';
import { whenRouterReady } from '../ui/router-ready';

// The API client is loaded with the first send: only the login and registration screens send,
// and they load it anyway, so the public pages' first chunk stays small.
// The path is the table's (ENDPOINTS.utm); platform/utm.ts names it without loading the table.
async function postUtm(_path: string, payload: UtmBulkPayload): Promise<unknown> {
  const [{ createAppApiClient }, { ENDPOINTS }] = await Promise.all([
    import('../api/app-client'),
    import('../../contract/endpoints'),
  ]);
  return createAppApiClient().call(ENDPOINTS.utm, payload);
}

function utmDeps(router: AnyRouter): UtmSendDeps {
  return {
    post: postUtm,
    whenReady: () => whenRouterReady(router),
    // Re-enters the same path (SPEC §4): the screen runs again with the attribution applied,
    // and the utm_* query is gone, so a reload cannot capture the sent record a second time.
    navigateSamePath: () =>
      router.navigate({ href: router.state.location.pathname, replace: true }),
  };
}

/** Whether the document's head is this page's: a prerendered page names itself canonical. */
function headIsOf(path: string): boolean {
  const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  return (
    canonical === new URL(path, `${appConfig.siteOrigin}/`).href &&
    document.documentElement.lang === localeFromPath(path)
  );
}

/**
 * The page's head tags (page-head.ts). A prerendered page arrives with its own, so the code and
 * the descriptions' catalog come with the first navigation that changes them.
 */
async function applyPageMeta(router: AnyRouter): Promise<void> {
  if (headIsOf(router.state.location.pathname)) return;
  const [{ headOfPage }, { applyHead }] = await Promise.all([
    import('./page-head'),
    import('../platform/meta'),
  ]);
  applyHead(await headOfPage(router));
}

/** Runs the global navigation checks of SPEC §2 after every resolved navigation. */
export function installNavigationChecks(router: AnyRouter): () => void {
  const runChecks = createNavigationChecks(
    standardNavigationChecks({
      utm: utmDeps(router),
      applyPageMeta: () => applyPageMeta(router),
      appReady,
    }),
  );
  let resolvedOnce = false;
  let latest = 0;
  // Marked when a later navigation starts, before its screen mounts and looks for the mark
  // (onResolved comes after the new screen's effects, too late for its heading to take focus).
  const stopMarking = router.subscribe('onBeforeNavigate', () => {
    if (resolvedOnce) markClientNavigation();
  });
  const stopChecks = router.subscribe('onResolved', ({ toLocation }) => {
    resolvedOnce = true;
    const run = ++latest;
    const context: NavigationContext = {
      pathname: toLocation.pathname,
      routeName: routeName(toLocation.pathname),
      href: new URL(toLocation.href, location.origin).href,
    };
    // After the new screen's first paint: the checks (telemetry's view, the page's head) took
    // 10-40 ms at 4× between a registration screen's render and its frame (npm run next-screen).
    void afterPaint()
      .then(() => (run === latest ? runChecks(context) : null))
      .then((decision) => {
        // A later navigation has its own checks; this one's verdict no longer applies.
        if (!decision || run !== latest) return;
        applyNavigationDecision(decision, {
          navigate: (to) => void router.navigate({ href: to, replace: true }),
        });
      });
  });
  return () => {
    stopMarking();
    stopChecks();
  };
}

/** At most four route preloads at a time (SPEC §9); hover intent queues the rest. */
export function limitRoutePreloads(router: AnyRouter): void {
  router.preloadRoute = limitConcurrency(router.preloadRoute.bind(router));
}
