import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';

// ru has no prefix; the only prefix is /kk. Anything else in the first segment is not a page.
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }) => {
    if (params.locale !== undefined && params.locale !== 'kk') throw notFound();
  },
  component: Outlet,
});
