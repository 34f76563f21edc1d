import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import { i18n } from '../platform/i18n';
import { localeFromPath } from '../platform/locale';
import { applyPageMeta } from '../platform/meta';
import { markClientNavigation } from '../ui/focus';

/** Runs after every resolved navigation: page metadata now, the other checks of SPEC §2 later. */
export function installNavigationChecks(router: AnyRouter): () => void {
  let resolvedOnce = false;
  return router.subscribe('onResolved', ({ toLocation }) => {
    if (resolvedOnce) markClientNavigation();
    resolvedOnce = true;
    const leaf = router.state.matches.at(-1);
    const title = leaf ? (router.routesById as Record<string, AnyRoute>)[leaf.routeId]?.options.staticData?.title : undefined;
    applyPageMeta({
      title: title ? i18n._(title) : undefined,
      locale: localeFromPath(toLocation.pathname),
      path: toLocation.pathname,
    });
  });
}
