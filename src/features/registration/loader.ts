import { loadCatalog } from '../../platform/i18n';
import { loadedRegistrationRuntime } from './gate';
import { localeFromPath } from '../../platform/locale';

export function registrationLoader({ location }: { location: { pathname: string } }) {
  return loadCatalog('registration', localeFromPath(location.pathname));
}

/** How long /login's first render waits for the consent documents (see loginLoader). */
const CONSENT_DOCUMENTS_WAIT_MS = 1_000;

/**
 * /login: its messages, and the consent documents, which its first render lists when they come
 * within a second: then nothing below the list moves when they arrive. On a slow line the form
 * does not wait longer (the applicant types the phone meanwhile; the list fills in, and a tap on
 * «Получить код» waits for it). The step guard (the _auth layout's beforeLoad) has loaded the
 * runtime by now.
 */
export async function loginLoader(context: { location: { pathname: string } }) {
  const runtime = loadedRegistrationRuntime();
  const documents =
    runtime &&
    import('./screens/consent-prefetch').then(({ prefetchConsentDocuments }) =>
      prefetchConsentDocuments(runtime.queries),
    );
  await Promise.all([
    registrationLoader(context),
    documents &&
      Promise.race([
        documents,
        new Promise<void>((resolve) => setTimeout(resolve, CONSENT_DOCUMENTS_WAIT_MS)),
      ]),
  ]);
}
