import { loadCatalog } from '../../platform/i18n';
import { loadedRegistrationRuntime } from './gate';
import { localeFromPath } from '../../platform/locale';

export function registrationLoader({ location }: { location: { pathname: string } }) {
  return loadCatalog('registration', localeFromPath(location.pathname));
}

/**
 * /login: its messages, and the consent documents its first render lists. The step guard (the
 * _auth layout's beforeLoad) has loaded the runtime by now.
 */
export async function loginLoader(context: { location: { pathname: string } }) {
  const runtime = loadedRegistrationRuntime();
  await Promise.all([
    registrationLoader(context),
    runtime &&
      import('./screens/consent-prefetch').then(({ prefetchConsentDocuments }) =>
        prefetchConsentDocuments(runtime.queries),
      ),
  ]);
}
