import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import type { RouteNotFoundData } from '../../platform/not-found';

// ru has no prefix; the only prefix is /kk. Anything else in the first segment is not a page.
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params, location }) => {
    if (params.locale !== undefined && params.locale !== 'kk') {
      const data: RouteNotFoundData = { fullPath: location.href };
      throw notFound({ data });
    }
  },
  component: Outlet,
});
