// Unknown routes are logged (SPEC §8): "404 'Page not found: {path}' (also 'Cannot find route'
// with route name, and 'Page Not Found: {fullPath}' in the other router path)". Here the three
// ways this router meets an unknown route:
// - no route matches the path at all: 'Page not found: {path}';
// - a route matched but declares itself not found (`throw notFound()`, e.g. /en/about, whose
//   first segment is not a locale): 'Page Not Found: {fullPath}', query and hash included;
// - the app itself asks for a route the router does not have: 'Cannot find route' with the
//   route name.
// Warnings with status 404, not errors: a mistyped or stale address is not a fault of the app.
import { getLogger, type LogEntry } from './logger';

export const NOT_FOUND_STATUS = 404;

/** What a route throws with notFound({ data }) so the 404 page logs its full path. */
export interface RouteNotFoundData {
  fullPath: string;
}

function isRouteNotFoundData(data: unknown): data is RouteNotFoundData {
  return typeof (data as RouteNotFoundData | null)?.fullPath === 'string';
}

/** Called once by the 404 page with its path and what the router passed it. */
export function logNotFound(pathname: string, data: unknown): LogEntry {
  return isRouteNotFoundData(data)
    ? getLogger().log(
        'warning',
        `Page Not Found: ${data.fullPath}`,
        { fullPath: data.fullPath },
        NOT_FOUND_STATUS,
      )
    : getLogger().log(
        'warning',
        `Page not found: ${pathname}`,
        { path: pathname },
        NOT_FOUND_STATUS,
      );
}

export function logCannotFindRoute(name: string, path: string): LogEntry {
  return getLogger().log('warning', 'Cannot find route', { name, path }, NOT_FOUND_STATUS);
}
