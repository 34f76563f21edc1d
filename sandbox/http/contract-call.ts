// A call of the contract (ENDPOINTS and the like), registered at its method and path with what
// docs/openapi.json promises before any handler runs: a well-formed Accept-Language, on /rest/ an
// X-VISITOR-ID and the faults set for that visitor, and a JSON body within the limits. These are
// the API's own rules; Hono has no middleware that knows them.
import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Endpoint } from '../../contract';
import type { Services } from '../services';
import { isAcceptLanguage, text } from '../texts';
import { body } from './body';
import type { SandboxEnv, SandboxHandler } from './env';
import { fail } from './refusal';

const acceptLanguage = createMiddleware<SandboxEnv>(async (c, next) => {
  if (!isAcceptLanguage(c.req.header('accept-language'))) {
    throw fail(400, text('badAcceptLanguage', c.var.lang));
  }
  await next();
});

/** The visitor's latency and error rate, or the instance's (sandbox/faults.ts). */
const visitorFaults = (services: Services) =>
  createMiddleware<SandboxEnv>(async (c, next) => {
    const visitor = c.req.header('x-visitor-id');
    if (!visitor) throw fail(400, text('visitorIdRequired', c.var.lang));
    const { latencyMs, errorRate } = services.visitorFaults.get(visitor) ?? services.faults;
    if (latencyMs > 0) await sleep(latencyMs);
    if (errorRate > 0 && Math.random() < errorRate)
      throw fail(500, text('serverError', c.var.lang));
    await next();
  });

/** Answers `endpoint` at its method and path with `handler`, behind the contract's checks. */
export function onCall(
  app: Hono<SandboxEnv>,
  services: Services,
  endpoint: Endpoint,
  handler: SandboxHandler,
): void {
  app.on(
    endpoint.method,
    endpoint.path,
    acceptLanguage,
    ...(endpoint.path.startsWith('/rest/') ? [visitorFaults(services)] : []),
    body('json'),
    handler,
  );
}
