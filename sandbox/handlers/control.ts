// Control and inspection for tests and QA. Not part of the product's API: nothing in src/
// calls these.
import * as v from 'valibot';
import { phoneSchema, stepNameSchema } from '../../contract';
import { snapshot } from '../applicant';
import { SCENARIO_EXAMPLES } from '../scenarios';
import { faultsPatchSchema, visitorFaultsPatchSchema } from '../faults';
import { text } from '../texts';
import { validate } from '../http/validate';
import { body } from '../http/body';
import type { Services } from '../services';
import { fail } from '../http/refusal';
import type { SandboxApp, SandboxContext } from '../http/env';

const jumpSchema = v.object({
  phone: phoneSchema,
  step: stepNameSchema,
  error: v.optional(v.string()),
});
const tokenSchema = v.object({ token: v.string() });
const phoneOnlySchema = v.object({ phone: phoneSchema });

export function controlRoutes(app: SandboxApp, services: Services): void {
  const { store, flow, realtime, faults, visitorFaults } = services;

  const applicantOf = (c: SandboxContext, phone: string) => {
    const applicant = store.applicants.get(phone);
    if (!applicant) throw fail(404, text('notFound', c.var.lang));
    return applicant;
  };

  app.get('/sandbox/health', (c) => c.json({ ok: true }));

  // An IIN per scenario, with what it plays (sandbox/scenarios.ts).
  app.get('/sandbox/scenarios', (c) => c.json(SCENARIO_EXAMPLES));

  // ably's connectivity check (`connectivityCheckUrl`) wants the body "yes".
  app.get('/sandbox/connectivity', (c) => c.text('yes'));

  // ?visitor=<X-VISITOR-ID>: what that visitor's calls get.
  app.get('/sandbox/control/faults', (c) => {
    const visitor = c.req.query('visitor');
    return c.json((visitor && visitorFaults.get(visitor)) || faults);
  });

  app.post('/sandbox/control/faults', body('any'), (c) => {
    const body = (c.var.body.data ?? {}) as Record<string, unknown>;
    if ('visitor' in body) {
      const { visitor, ...patch } = validate(visitorFaultsPatchSchema, body, c.var.lang);
      const own = { latencyMs: 0, errorRate: 0, ...visitorFaults.get(visitor), ...patch };
      visitorFaults.set(visitor, own);
      return c.json(own);
    }
    const patch = validate(faultsPatchSchema, body, c.var.lang);
    Object.assign(faults, patch);
    if (patch.dropRealtime) realtime.dropAll();
    return c.json(faults);
  });

  app.get('/sandbox/control/applicant', (c) =>
    c.json(snapshot(applicantOf(c, c.req.query('phone') ?? ''))),
  );

  app.post('/sandbox/control/jump', body('any'), (c) => {
    const { phone, step, error } = validate(jumpSchema, c.var.body.data, c.var.lang);
    const applicant = applicantOf(c, phone);
    flow.enter(applicant, step, error ?? null);
    return c.json(snapshot(applicant));
  });

  app.post('/sandbox/control/reset', body('any'), (c) => {
    flow.cancelAll();
    store.reset();
    Object.assign(faults, services.options.faults);
    visitorFaults.clear();
    realtime.dropAll();
    return c.json({ ok: true });
  });

  app.post('/sandbox/control/expire-token', body('any'), (c) => {
    const { token } = validate(tokenSchema, c.var.body.data, c.var.lang);
    if (!store.expireToken(token)) throw fail(404, text('notFound', c.var.lang));
    return c.json({ ok: true });
  });

  // The code's lifetime is minutes; a test or a tester ages the last code sent to a phone instead.
  app.post('/sandbox/control/expire-sms', body('any'), (c) => {
    const { phone } = validate(phoneOnlySchema, c.var.body.data, c.var.lang);
    const sms = store.sms.get(phone);
    if (!sms) throw fail(404, text('notFound', c.var.lang));
    sms.sentAt = 0;
    return c.json({ ok: true });
  });

  app.get('/sandbox/sms', (c) => {
    const phone = c.req.query('phone') ?? '';
    const sms = store.sms.get(phone);
    if (!sms) throw fail(404, text('notFound', c.var.lang));
    return c.json({ phone, code: sms.code, sent_at: new Date(sms.sentAt).toISOString() });
  });
}
