import { redirect } from '@tanstack/react-router';

/**
 * A replace-redirect to a concrete path (locale prefix included). Route ids carry the
 * `{-$locale}` segment, so a computed path cannot be typed as one; the router matches it at
 * run time. `href` redirects are avoided: the router re-applies its own path form to them.
 */
export function replaceTo(path: string, search?: Record<string, unknown>) {
  return redirect({ to: path, search, replace: true } as unknown as Parameters<typeof redirect>[0]);
}
