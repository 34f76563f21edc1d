import { createFileRoute } from '@tanstack/react-router';
import { JumpPanel } from '../../features/flow-jump/JumpPanel';
import { localeFromPath } from '../../platform/locale';
// The one place the app imports the product team's studio (eslint.config.js allows this file
// alone): /dev/flow is the studio's view, following this browser's app tabs and the sandbox.
import { FlowPage } from '../../../studio/flow/FlowPage';

// A development and QA tool: a production build leaves every `dev.` route file out
// (vite.config.ts routeFileIgnorePattern), so this page and its chunk do not exist there.
// The studio's catalog loader comes with this page, not in every page's first chunk.
export const Route = createFileRoute('/{-$locale}/dev/flow')({
  loader: async ({ location }) => {
    const { loadFlowCatalog } = await import('../../../studio/flow/catalog');
    await loadFlowCatalog(localeFromPath(location.pathname));
  },
  component: DevFlow,
});

function DevFlow() {
  return <FlowPage live tools={<JumpPanel />} />;
}
