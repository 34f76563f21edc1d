// Control and inspection for tests and QA. Not part of the product's API: nothing in src/
// calls these.
import * as v from 'valibot';
import { phoneSchema, stepNameSchema } from '../../contract';
import { snapshot } from '../applicant';
import { SCENARIO_EXAMPLES } from '../scenarios';
import { faultsPatchSchema, visitorFaultsPatchSchema } from '../faults';
import { text } from '../http/i18n';
import { fail, json } from '../http/reply';
import type { Ctx, Router } from '../http/router';
import { validate } from '../http/validate';
import type { Services } from '../services';

const jumpSchema = v.object({
  phone: phoneSchema,
  step: stepNameSchema,
  error: v.optional(v.string()),
});
const tokenSchema = v.object({ token: v.string() });
const phoneOnlySchema = v.object({ phone: phoneSchema });

export function controlRoutes(router: Router, services: Services): void {
  const { store, flow, realtime, faults, visitorFaults } = services;

  const applicantOf = (ctx: Ctx, phone: string) => {
    const applicant = store.applicants.get(phone);
    if (!applicant) throw fail(404, text('notFound', ctx.lang));
    return applicant;
  };

  router.get('/sandbox/health', () => json(200, { ok: true }));

  // An IIN per scenario, with what it plays (sandbox/scenarios.ts).
  router.get('/sandbox/scenarios', () => json(200, SCENARIO_EXAMPLES));

  // ably's connectivity check (`connectivityCheckUrl`) wants the body "yes".
  router.get('/sandbox/connectivity', () => ({
    status: 200,
    headers: { 'content-type': 'text/plain' },
    body: 'yes',
  }));

  // ?visitor=<X-VISITOR-ID>: what that visitor's calls get.
  router.get('/sandbox/control/faults', (ctx) => {
    const visitor = ctx.url.searchParams.get('visitor');
    return json(200, (visitor && visitorFaults.get(visitor)) || faults);
  });

  router.post('/sandbox/control/faults', (ctx) => {
    const body = (ctx.body.data ?? {}) as Record<string, unknown>;
    if ('visitor' in body) {
      const { visitor, ...patch } = validate(visitorFaultsPatchSchema, body, ctx.lang);
      const own = { latencyMs: 0, errorRate: 0, ...visitorFaults.get(visitor), ...patch };
      visitorFaults.set(visitor, own);
      return json(200, own);
    }
    const patch = validate(faultsPatchSchema, body, ctx.lang);
    Object.assign(faults, patch);
    if (patch.dropRealtime) realtime.dropAll();
    return json(200, faults);
  });

  router.get('/sandbox/control/applicant', (ctx) =>
    json(200, snapshot(applicantOf(ctx, ctx.url.searchParams.get('phone') ?? ''))),
  );

  router.post('/sandbox/control/jump', (ctx) => {
    const { phone, step, error } = validate(jumpSchema, ctx.body.data, ctx.lang);
    const applicant = applicantOf(ctx, phone);
    flow.enter(applicant, step, error ?? null);
    return json(200, snapshot(applicant));
  });

  router.post('/sandbox/control/reset', () => {
    flow.cancelAll();
    store.reset();
    Object.assign(faults, services.options.faults);
    visitorFaults.clear();
    realtime.dropAll();
    return json(200, { ok: true });
  });

  router.post('/sandbox/control/expire-token', (ctx) => {
    const { token } = validate(tokenSchema, ctx.body.data, ctx.lang);
    if (!store.expireToken(token)) throw fail(404, text('notFound', ctx.lang));
    return json(200, { ok: true });
  });

  // The code's lifetime is minutes; a test or a tester ages the last code sent to a phone instead.
  router.post('/sandbox/control/expire-sms', (ctx) => {
    const { phone } = validate(phoneOnlySchema, ctx.body.data, ctx.lang);
    const sms = store.sms.get(phone);
    if (!sms) throw fail(404, text('notFound', ctx.lang));
    sms.sentAt = 0;
    return json(200, { ok: true });
  });

  router.get('/sandbox/sms', (ctx) => {
    const phone = ctx.url.searchParams.get('phone') ?? '';
    const sms = store.sms.get(phone);
    if (!sms) throw fail(404, text('notFound', ctx.lang));
    return json(200, { phone, code: sms.code, sent_at: new Date(sms.sentAt).toISOString() });
  });
}
