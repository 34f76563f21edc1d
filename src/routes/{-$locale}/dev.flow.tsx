import { createFileRoute } from '@tanstack/react-router';
import { loadFlowCatalog } from '../../features/flow-visualizer/catalog';
import { FlowPage } from '../../features/flow-visualizer/FlowPage';
import { localeFromPath } from '../../platform/locale';

// A development and QA tool: a production build leaves every `dev.` route file out
// (vite.config.ts routeFileIgnorePattern), so this page and its chunk do not exist there.
export const Route = createFileRoute('/{-$locale}/dev/flow')({
  loader: ({ location }) => loadFlowCatalog(localeFromPath(location.pathname)),
  component: FlowPage,
});
