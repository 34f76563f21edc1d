import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../../features/public-pages/HomePage';
import { pagesLoader } from '../../../features/public-pages/loader';
import { appConfig } from '../../../platform/config';
import { localeFromPath, localizePath } from '../../../platform/locale';
import { replaceTo } from '../../../ui/redirect';

// The next home page, visible only outside production.
export const Route = createFileRoute('/{-$locale}/_redesign/new-index')({
  beforeLoad: ({ location }) => {
    if (appConfig.isProduction) {
      throw replaceTo(localizePath('/', localeFromPath(location.pathname)));
    }
  },
  loader: pagesLoader,
  component: HomePage,
});
