/**
 * SPEC.md §2: "A path with a trailing slash (other than the root) is redirected to the same path
 * without it." The web server answers such a path with a 301; where the page is served anyway
 * (dev server, a CDN rule missing) the address is rewritten here, before the router first reads
 * it. Doing it as a router redirect in `beforeLoad` never settled: the router normalises
 * `/login/` to `/login` itself, so the redirect named the location it already had and the load
 * ran again, freezing the tab.
 */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function stripTrailingSlash(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'replaceState' | 'state'>,
): void {
  const pathname = withoutTrailingSlash(location.pathname);
  if (pathname !== location.pathname) {
    history.replaceState(history.state, '', pathname + location.search + location.hash);
  }
}
