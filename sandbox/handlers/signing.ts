// Signing: the redirect to the external signing page, its decision, the client's report of the
// return, and the repeat after a failure.
import { STEP, ENDPOINTS, SIGNING_OUTCOMES, type SigningRedirectResponse } from '../../contract';
import { stepResponse } from '../applicant';
import { isAllowedOrigin } from '../http/cors';
import { text } from '../http/i18n';
import { fail, html, json, redirect, validationFailed } from '../http/reply';
import type { Ctx, Router } from '../http/router';
import { payloadOf } from '../http/validate';
import { signingMissingPage, signingPage } from '../pages/signing';
import type { Services } from '../services';
import { newId } from '../store';
import { registrationCall, requireStep } from './registration-call';

/**
 * `return_to` leads back to the site, or nowhere: 422 on any other origin or scheme. The site's
 * own origins, as far as the sandbox knows them, are those it serves pages to: the one the
 * browser reached this API through (the site proxies /rest), the local ones and
 * SANDBOX_CORS_ORIGINS (cors.ts).
 */
function requireOwnOrigin(returnTo: string, ctx: Ctx, corsOrigins: readonly string[]): void {
  const { origin } = new URL(returnTo);
  if (origin !== ctx.origin && !isAllowedOrigin(origin, corsOrigins)) {
    throw validationFailed({ return_to: [text('returnToForeign', ctx.lang)] });
  }
}

export function signingRoutes(router: Router, services: Services): void {
  const { store, flow } = services;

  router.on(
    ENDPOINTS.signingRedirect,
    registrationCall(services, (ctx, applicant) => {
      requireStep(applicant, ctx, STEP.signing_init_success);
      const { return_to: returnTo } = payloadOf(ENDPOINTS.signingRedirect, ctx);
      requireOwnOrigin(returnTo, ctx, services.options.corsOrigins);
      const id = newId();
      store.signingSessions.set(id, { id, phone: applicant.phone, returnTo, outcome: null });
      const page = new URL('/sandbox/signing', ctx.origin);
      page.searchParams.set('session', id);
      page.searchParams.set('return_to', returnTo);
      const answer: SigningRedirectResponse = { redirect_url: page.toString() };
      return json(200, answer);
    }),
  );

  router.on(
    ENDPOINTS.signingResult,
    registrationCall(services, (ctx, applicant) => {
      requireStep(applicant, ctx, STEP.signing_init_success);
      const payload = payloadOf(ENDPOINTS.signingResult, ctx);
      const session = store.signingSessions.get(payload.session);
      if (session?.phone !== applicant.phone) {
        throw validationFailed({ session: [text('signingUnknown', ctx.lang)] });
      }
      if (session.outcome !== payload.result) {
        throw validationFailed({ result: [text('signingMismatch', ctx.lang)] });
      }
      store.signingSessions.delete(session.id);
      flow.enter(
        applicant,
        payload.result === 'signed' ? STEP.signing_result : STEP.signing_failed,
      );
      return json(200, stepResponse(applicant));
    }),
  );

  router.on(
    ENDPOINTS.signingRepeat,
    registrationCall(services, (ctx, applicant) => {
      requireStep(applicant, ctx, STEP.signing_failed);
      flow.enter(applicant, STEP.signing_init);
      return json(200, stepResponse(applicant));
    }),
  );

  router.get('/sandbox/signing', (ctx) => {
    const session = store.signingSessions.get(ctx.url.searchParams.get('session') ?? '');
    return session ? html(200, signingPage(session)) : html(404, signingMissingPage());
  });

  // The page's form posts here; the service remembers the decision and sends the browser back to
  // the return_to checked when the session opened, and nowhere else.
  router.post(
    '/sandbox/signing/decide',
    (ctx) => {
      const form = (ctx.body.data ?? {}) as Record<string, unknown>;
      const session = store.signingSessions.get(String(form.session ?? ''));
      const outcome = SIGNING_OUTCOMES.find((value) => value === form.outcome);
      if (!session) return html(404, signingMissingPage());
      if (!outcome) throw fail(400, 'outcome must be signed or declined');
      session.outcome = outcome;
      const back = new URL(session.returnTo);
      back.searchParams.set('signing', outcome);
      back.searchParams.set('session', session.id);
      return redirect(back.toString());
    },
    'form',
  );
}
