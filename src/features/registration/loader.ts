import type { FormAt, FormStep } from '../../../contract';
import { loadCatalog } from '../../platform/i18n';
import type { RegistrationContext } from './gate';
import { localeFromPath, stripLocale } from '../../platform/locale';

export function registrationLoader({ location }: { location: { pathname: string } }) {
  return loadCatalog('registration', localeFromPath(location.pathname));
}

/**
 * A form step's loader (register/$step, login/iin): the step declared at the address and its
 * title (the page's, page-head.ts), its messages, and for a form with a country field the
 * country list asked for at once (in parallel with the screen's code) into the query cache the
 * form reads. Not awaited: the form never waits for the list (a submit pressed meanwhile does,
 * FormStepScreen.tsx). A preload of the route (next-screens.ts) has it fetched before the
 * applicant gets there. Null at an address no form step is declared at, and in the build.
 */
export async function formStepLoader(route: RouteArgs): Promise<FormAt | null> {
  // The declarations are read in the runtime: route files are in every page's static graph.
  const runtime = route.context.registration.runtime();
  const form = runtime?.formAt(stripLocale(route.location.pathname)) ?? null;
  if (form) startFormReads(route, form.step);
  await registrationLoader(route);
  return form;
}

/** What a registration route's loader is given: its address and the router's context. */
interface RouteArgs {
  location: { pathname: string };
  context: { registration: RegistrationContext };
}

/**
 * What a form step's screen reads besides its messages, started in the address's language into
 * the runtime's query cache (runtime/queries.ts), not awaited: today the country list of a form
 * with a country field. An answer already there is kept (`client.query` of a read whose answers
 * hold for the page, TanStack Query's replacement for the deprecated `ensureQueryData`).
 */
export function startFormReads(route: RouteArgs, step: FormStep): void {
  const queries = route.context.registration.runtime()?.queries;
  const countries = queries?.formCountries(step, localeFromPath(route.location.pathname));
  if (!queries || !countries) return;
  queries.client.query(countries).catch(() => {
    // The form asks again and shows the failure with its retry.
  });
}

/**
 * /register/lk: its messages, and whom the cabinet greets started (not awaited: the greeting is a
 * courtesy the screen never waits for).
 */
export function cabinetLoader(route: RouteArgs): Promise<void> {
  const queries = route.context.registration.runtime()?.queries;
  queries?.client.query(queries.clientInfo()).catch(() => {
    // The greeting is left out.
  });
  return registrationLoader(route);
}

/**
 * /login: its messages, and the consent documents, which the screen's first render lists. The
 * screen comes with its list, never before it: a list that arrived later would push the consent
 * checkbox and «Получить код» down under the applicant's finger (a tap lost on a slow line).
 * Meanwhile the page shows what came before it: on a first visit the form's preview, whose phone
 * field takes typing (ui/preview.ts); after a click, the page left, then the layout's status.
 * The wait is bounded by the call's own time limit; a failure is the screen's, with its retry.
 * The step guard (the _auth layout's beforeLoad) has loaded the runtime by now; only the build,
 * writing the preview, runs this without one.
 */
export async function loginLoader(route: RouteArgs): Promise<void> {
  const queries = route.context.registration.runtime()?.queries;
  await Promise.all([
    registrationLoader(route),
    queries?.client.query(queries.documents(localeFromPath(route.location.pathname))).catch(() => {
      // The screen shows the failure, with its retry.
    }),
  ]);
}
