// Signing: the redirect to the external signing page, its decision, the client's report of the
// return, and the repeat after a failure.
import { STEP, ENDPOINTS, SIGNING_OUTCOMES, type SigningRedirectResponse } from '../../contract';
import { stepResponse } from '../applicant';
import { langOf, text } from '../texts';
import { payloadOf } from '../http/validate';
import { signingMissingPage, signingPage } from '../pages/signing';
import { body } from '../http/body';
import type { Services } from '../services';
import { newId } from '../store';
import { registrationCall, requireStep } from './registration-call';
import { fail, validationFailed } from '../http/refusal';
import type { SandboxApp, SandboxContext } from '../http/env';
import { onCall } from '../http/contract-call';
import { isAllowedOrigin } from '../config';

/**
 * `return_to` leads back to the site, or nowhere: 422 on any other origin or scheme. The site's
 * own origins, as far as the sandbox knows them, are those it serves pages to: the one the
 * browser reached this API through (the site proxies /rest), the local ones and
 * SANDBOX_CORS_ORIGINS (cors.ts).
 */
function requireOwnOrigin(
  returnTo: string,
  c: SandboxContext,
  corsOrigins: readonly string[],
): void {
  const { origin } = new URL(returnTo);
  if (origin !== c.var.origin && !isAllowedOrigin(origin, corsOrigins)) {
    throw validationFailed({ return_to: [text('returnToForeign', c.var.lang)] });
  }
}

export function signingRoutes(app: SandboxApp, services: Services): void {
  const { store, flow } = services;

  onCall(
    app,
    services,
    ENDPOINTS.signingRedirect,
    registrationCall(services, (c, applicant) => {
      requireStep(applicant, c, STEP.signing_init_success);
      const { return_to: returnTo } = payloadOf(ENDPOINTS.signingRedirect, c);
      requireOwnOrigin(returnTo, c, services.options.corsOrigins);
      const id = newId();
      store.signingSessions.set(id, { id, phone: applicant.phone, returnTo, outcome: null });
      const page = new URL('/sandbox/signing', c.var.origin);
      page.searchParams.set('session', id);
      page.searchParams.set('return_to', returnTo);
      // The applicant's language, as a real service is told it: the one the app's call was in.
      page.searchParams.set('lang', c.var.lang);
      const answer: SigningRedirectResponse = { redirect_url: page.toString() };
      return c.json(answer);
    }),
  );

  onCall(
    app,
    services,
    ENDPOINTS.signingResult,
    registrationCall(services, (c, applicant) => {
      requireStep(applicant, c, STEP.signing_init_success);
      const payload = payloadOf(ENDPOINTS.signingResult, c);
      const session = store.signingSessions.get(payload.session);
      if (session?.phone !== applicant.phone) {
        throw validationFailed({ session: [text('signingUnknown', c.var.lang)] });
      }
      if (session.outcome !== payload.result) {
        throw validationFailed({ result: [text('signingMismatch', c.var.lang)] });
      }
      store.signingSessions.delete(session.id);
      flow.enter(
        applicant,
        payload.result === 'signed' ? STEP.signing_result : STEP.signing_failed,
      );
      return c.json(stepResponse(applicant));
    }),
  );

  onCall(
    app,
    services,
    ENDPOINTS.signingRepeat,
    registrationCall(services, (c, applicant) => {
      requireStep(applicant, c, STEP.signing_failed);
      flow.enter(applicant, STEP.signing_init);
      return c.json(stepResponse(applicant));
    }),
  );

  // In the language the redirect named, else the browser's (Accept-Language), else Russian.
  app.get('/sandbox/signing', (c) => {
    const session = store.signingSessions.get(c.req.query('session') ?? '');
    const lang = langOf(c.req.query('lang'), c.var.lang);
    return session
      ? c.html(signingPage(session, lang), 200)
      : c.html(signingMissingPage(lang), 404);
  });

  // The page's form posts here; the service remembers the decision and sends the browser back to
  // the return_to checked when the session opened, and nowhere else.
  app.post('/sandbox/signing/decide', body('form'), (c) => {
    const form = (c.var.body.data ?? {}) as Record<string, unknown>;
    const session = store.signingSessions.get(String(form.session ?? ''));
    const outcome = SIGNING_OUTCOMES.find((value) => value === form.outcome);
    if (!session) return c.html(signingMissingPage(langOf(String(form.lang), c.var.lang)), 404);
    if (!outcome) throw fail(400, 'outcome must be signed or declined');
    session.outcome = outcome;
    const back = new URL(session.returnTo);
    back.searchParams.set('signing', outcome);
    back.searchParams.set('session', session.id);
    return c.redirect(back.toString(), 303);
  });
}
