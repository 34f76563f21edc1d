// The telemetry collector: Faro payloads, log batches and CSP reports, kept for tests to read.
import { json } from '../http/reply';
import type { Ctx, Router } from '../http/router';
import type { Received } from '../store';
import type { Services } from '../services';

const RECORDED_HEADERS = ['x-api-key', 'x-visitor-id', 'content-type'];

export function receivedFrom(ctx: Ctx, body: unknown): Received {
  const headers: Record<string, string> = {};
  for (const name of RECORDED_HEADERS) {
    const value = ctx.req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return { receivedAt: new Date().toISOString(), headers, body };
}

export function telemetryRoutes(router: Router, services: Services): void {
  const { telemetry } = services.store;
  // sendBeacon bodies that are not JSON are kept as the text that arrived.
  const bodyOf = (ctx: Ctx) => ctx.body.data ?? ctx.body.raw;

  router.post('/sandbox/collect', (ctx) => {
    telemetry.collect.push(receivedFrom(ctx, bodyOf(ctx)));
    return json(202, {});
  });

  router.post('/sandbox/logs', (ctx) => {
    telemetry.logs.push(receivedFrom(ctx, bodyOf(ctx)));
    return json(202, {});
  });

  // CSP violation reports (the build's CSP_REPORT_URL in .env.sandbox): report-uri posts
  // application/csp-report, the Reporting API application/reports+json; both are kept as sent.
  router.post('/sandbox/csp-reports', (ctx) => {
    telemetry.cspReports.push(receivedFrom(ctx, bodyOf(ctx)));
    return json(202, {});
  });
  router.get('/sandbox/csp-reports', () => json(200, telemetry.cspReports));

  router.get('/sandbox/telemetry', () => json(200, telemetry));

  // The Faro payloads as a Faro receiver's log would hold them: NDJSON, one payload per line,
  // in the order they came (`npm run funnel -- --from FILE` and the studio's funnel read it).
  router.get('/sandbox/telemetry.ndjson', () => ({
    status: 200,
    headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
    body: telemetry.collect.map(({ body }) => `${payloadLine(body)}\n`).join(''),
  }));
}

/** A payload kept as parsed JSON is written out again; one kept as text is as it came. */
function payloadLine(body: unknown): string {
  return typeof body === 'string' ? body.replace(/\r?\n/g, ' ') : JSON.stringify(body);
}
