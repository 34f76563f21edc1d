import * as v from 'valibot';
import { routeOf, type SigningReturn } from '../../../../machines/registration';
import { signingReturnSearchSchema } from '../../../../contract';
import { stripLocale } from '../../../platform/locale';

/**
 * The signing page sends the browser back to /register/signing-waiting-results (localized)
 * with ?signing=signed|declined&session=…; that load starts the machine with the outcome.
 */
export function signingReturnFrom(href: string): SigningReturn | null {
  const url = new URL(href);
  if (stripLocale(url.pathname) !== routeOf('signing_result')) return null;
  const search = v.safeParse(signingReturnSearchSchema, {
    signing: url.searchParams.get('signing'),
    session: url.searchParams.get('session'),
  });
  return search.success ? { session: search.output.session, result: search.output.signing } : null;
}
